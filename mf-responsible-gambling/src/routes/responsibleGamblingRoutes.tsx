import { useRoutes, type RouteObject } from 'react-router-dom';
import { CloseAccountPage } from '../close-account/CloseAccountPage';
import { LimitsPage } from '../limits/LimitsPage';
import { SelfExclusionPage } from '../self-exclusion/SelfExclusionPage';
import { TakeABreakPage } from '../take-a-break/TakeABreakPage';

/**
 * The account pages of @portal/responsible-gambling, relative to the basename the layout gives
 * (/account). Any other path is another application's page: the layout is unmounting this one.
 */
export const responsibleGamblingRoutes: RouteObject[] = [
  { path: 'limits', element: <LimitsPage /> },
  { path: 'take-a-break', element: <TakeABreakPage /> },
  { path: 'timeout', element: <TakeABreakPage /> },
  { path: 'self-exclusion', element: <SelfExclusionPage /> },
  { path: 'close-account', element: <CloseAccountPage /> },
  { path: '*', element: null },
];

/** The page of responsibleGamblingRoutes at the current location. */
export function ResponsibleGamblingRoutes() {
  return useRoutes(responsibleGamblingRoutes);
}

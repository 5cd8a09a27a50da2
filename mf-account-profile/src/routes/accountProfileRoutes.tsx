import { useRoutes, type RouteObject } from 'react-router-dom';
import { ProfilePage } from '../profile/ProfilePage';

/**
 * The account pages of @portal/account-profile, relative to the basename the layout gives
 * (/account). Any other path is another application's page: the layout is unmounting this one.
 */
export const accountProfileRoutes: RouteObject[] = [
  { path: 'profile', element: <ProfilePage /> },
  { path: '*', element: null },
];

/** The page of accountProfileRoutes at the current location. */
export function AccountProfileRoutes() {
  return useRoutes(accountProfileRoutes);
}

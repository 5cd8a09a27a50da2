import type { RouteObject } from 'react-router-dom';
import { ShellAccountNotFound } from '../not-found/ShellAccountNotFound';
import { WithdrawPage } from './WithdrawPage';

/** The steps of the US withdraw flow after picking a destination, each for one payment method. */
const US_WITHDRAW_STEPS = ['enrollment', 'request', 'success'] as const;

/**
 * The routes below /account/withdraw (spec 2 §2): the withdraw screen at the index and, in the US
 * region, the nested routes of the US withdraw flow (their screens arrive with the payments issue, so
 * they show the withdraw screen for now). Any other path below it is the account not-found.
 */
export function withdrawRoutes(us: boolean): RouteObject[] {
  const usSteps = US_WITHDRAW_STEPS.map((step) => ({
    path: `${step}/:paymentMethodName`,
    element: <WithdrawPage />,
  }));
  return [
    { index: true, element: <WithdrawPage /> },
    ...(us ? usSteps : []),
    { path: '*', element: <ShellAccountNotFound /> },
  ];
}

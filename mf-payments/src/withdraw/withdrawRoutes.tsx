import type { RouteObject } from 'react-router-dom';
import { ShellAccountNotFound } from '../not-found/ShellAccountNotFound';
import { BankWithdrawPage } from './bank/BankWithdrawPage';
import { UsEnrollment } from './us/UsEnrollment';
import { UsWithdrawMethods } from './us/UsWithdrawMethods';
import { UsWithdrawRequest } from './us/UsWithdrawRequest';
import { UsWithdrawSuccess } from './us/UsWithdrawSuccess';

/**
 * The routes below /account/withdraw (spec 2 §2): outside the US the bank-account withdraw screen; in
 * the US the payment-method flow, its steps nested below it for one method each (deep links and the
 * browser's Back work). Any other path below it is the account not-found.
 */
export function withdrawRoutes(us: boolean): RouteObject[] {
  const usRoutes: RouteObject[] = [
    { index: true, element: <UsWithdrawMethods /> },
    { path: 'enrollment/:paymentMethodName', element: <UsEnrollment /> },
    { path: 'request/:paymentMethodName', element: <UsWithdrawRequest /> },
    { path: 'success/:paymentMethodName', element: <UsWithdrawSuccess /> },
  ];
  return [
    ...(us ? usRoutes : [{ index: true, element: <BankWithdrawPage /> }]),
    { path: '*', element: <ShellAccountNotFound /> },
  ];
}

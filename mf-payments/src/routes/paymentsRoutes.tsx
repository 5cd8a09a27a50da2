import { isUS, useConfig } from '@portal/shared-utils';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { LazyActivityPage } from '../activity/LazyActivityPage';
import { TransactionsPage } from '../transactions/TransactionsPage';
import { withdrawRoutes } from '../withdraw/withdrawRoutes';

/**
 * The account pages of @portal/payments, relative to the basename the layout gives (/account); the
 * layout mounts withdraw for every path below it. Any other path is another application's page: the
 * layout is unmounting this one.
 */
export function paymentsRoutes(us: boolean): RouteObject[] {
  return [
    { path: 'withdraw', children: withdrawRoutes(us) },
    { path: 'transactions', element: <TransactionsPage /> },
    { path: 'activity', element: <LazyActivityPage /> },
    { path: '*', element: null },
  ];
}

/** The page of paymentsRoutes at the current location, for the configured region. */
export function PaymentsRoutes() {
  return useRoutes(paymentsRoutes(isUS(useConfig())));
}

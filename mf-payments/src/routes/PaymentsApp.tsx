import { BrowserRouter } from 'react-router-dom';
import type { AccountLayoutProps } from '@portal/shared-utils';
import { PaymentsRoutes } from './paymentsRoutes';

/** Every application of @portal/payments: its routed pages in the browser's history. */
export function PaymentsApp({ basename }: AccountLayoutProps) {
  return (
    <BrowserRouter basename={basename}>
      <PaymentsRoutes />
    </BrowserRouter>
  );
}

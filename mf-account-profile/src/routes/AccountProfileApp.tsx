import { BrowserRouter } from 'react-router-dom';
import type { AccountLayoutProps } from '@portal/shared-utils';
import { AccountProfileRoutes } from './accountProfileRoutes';

/** The profile application of @portal/account-profile: its routed pages in the browser's history. */
export function AccountProfileApp({ basename }: AccountLayoutProps) {
  return (
    <BrowserRouter basename={basename}>
      <AccountProfileRoutes />
    </BrowserRouter>
  );
}

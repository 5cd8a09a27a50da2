import { createLifecycles, type AccountLayoutProps } from '@portal/shared-utils';
import { AccountProfileApp } from './routes/AccountProfileApp';

export { modals } from './modals';

/** /account/profile: the routed account pages of @portal/account-profile. */
export const profile = createLifecycles<AccountLayoutProps>(AccountProfileApp);

import { createLifecycles, type AccountLayoutProps } from '@portal/shared-utils';
import { PaymentsApp } from './routes/PaymentsApp';

export { modals } from './modals';

// Each application the layout names mounts the same routed tree, which shows the page at the URL.
const routedApp = () => createLifecycles<AccountLayoutProps>(PaymentsApp);

/** /account/withdraw and every path below it */
export const withdraw = routedApp();

/** /account/transactions */
export const transactions = routedApp();

/** /account/activity */
export const activity = routedApp();

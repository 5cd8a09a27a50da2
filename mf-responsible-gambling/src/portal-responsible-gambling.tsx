import { createLifecycles, type AccountLayoutProps } from '@portal/shared-utils';
import { ResponsibleGamblingApp } from './routes/ResponsibleGamblingApp';

// Each application the layout names mounts the same routed tree, which shows the page at the URL.
const routedApp = () => createLifecycles<AccountLayoutProps>(ResponsibleGamblingApp);

/** /account/limits */
export const limits = routedApp();

/** /account/take-a-break (non-US) and /account/timeout (US) */
export const takeABreak = routedApp();

/** /account/self-exclusion */
export const selfExclusion = routedApp();

/** /account/close-account */
export const closeAccount = routedApp();

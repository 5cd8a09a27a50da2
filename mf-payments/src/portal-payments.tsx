import { createLifecycles, type ModalParcels, type AccountLayoutProps } from '@portal/shared-utils';
import { DepositModal } from './deposit/DepositModal';
import { OnboardingDepositModal } from './deposit/onboarding/OnboardingDepositModal';
import { PaymentsApp } from './routes/PaymentsApp';

// Each application the layout names mounts the same routed tree, which shows the page at the URL.
const routedApp = () => createLifecycles<AccountLayoutProps>(PaymentsApp);

/** /account/withdraw and every path below it */
export const withdraw = routedApp();

/** /account/transactions */
export const transactions = routedApp();

/** The modal parcels of @portal/payments, mounted by the shell's modal outlet. */
export const modals: ModalParcels = {
  deposit: createLifecycles(DepositModal),
  'onboarding-deposit': createLifecycles(OnboardingDepositModal),
};

import { createLifecycles, type ModalParcels } from '@portal/shared-utils';
import { DepositModal, OnboardingDepositModal } from './deposit/DepositPlaceholder';
import { TransactionsPage } from './transactions/TransactionsPage';
import { WithdrawPage } from './withdraw/WithdrawPage';

/** /account/withdraw */
export const withdraw = createLifecycles(WithdrawPage);

/** /account/transactions */
export const transactions = createLifecycles(TransactionsPage);

/** The modal parcels of @portal/payments, mounted by the shell's modal outlet. */
export const modals: ModalParcels = {
  deposit: createLifecycles(DepositModal),
  'onboarding-deposit': createLifecycles(OnboardingDepositModal),
};

import { createLifecycles, declareModal, type OwnedModals } from '@portal/shared-utils';
import { DepositModal } from './deposit/DepositModal';
import { OnboardingDepositModal } from './deposit/onboarding/OnboardingDepositModal';
import { messages } from './messages';

const titles = messages.modalTitles;

/** The modals of @portal/payments, opened by `?modal=<name>` in the shell's modal outlet. */
export const modals: OwnedModals = {
  deposit: declareModal(createLifecycles(DepositModal), {
    title: titles.deposit,
    access: 'signed-in',
  }),
  'onboarding-deposit': declareModal(createLifecycles(OnboardingDepositModal), {
    title: titles.onboardingDeposit,
    access: 'signed-in',
  }),
};

import { createLifecycles, declareModal, type OwnedModals } from '@portal/shared-utils';
import { AvatarUploadModal } from './avatar/AvatarUploadModal';
import { messages } from './messages';
import { OnboardingVerificationModal } from './onboarding/OnboardingVerificationModal';
import { VerifyModal } from './verify/VerifyModal';

const titles = messages.modalTitles;

/** The modals of @portal/account-profile, opened by `?modal=<name>` in the shell's modal outlet. */
export const modals: OwnedModals = {
  verify: declareModal(createLifecycles(VerifyModal), {
    title: titles.verify,
    access: 'signed-in',
  }),
  'avatar-upload': declareModal(createLifecycles(AvatarUploadModal), {
    title: titles.avatarUpload,
    access: 'signed-in',
  }),
  'onboarding-verification': declareModal(createLifecycles(OnboardingVerificationModal), {
    title: titles.onboardingVerification,
    access: 'signed-in',
  }),
};

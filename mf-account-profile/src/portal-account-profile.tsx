import { createLifecycles, type ModalParcels } from '@portal/shared-utils';
import {
  AvatarUploadModal,
  OnboardingVerificationModal,
  VerifyModal,
} from './placeholders/placeholderModals';
import { ProfilePage } from './profile/ProfilePage';

/** /account/profile */
export const profile = createLifecycles(ProfilePage);

/** The modal parcels of @portal/account-profile, mounted by the shell's modal outlet. */
export const modals: ModalParcels = {
  verify: createLifecycles(VerifyModal),
  'avatar-upload': createLifecycles(AvatarUploadModal),
  'onboarding-verification': createLifecycles(OnboardingVerificationModal),
};

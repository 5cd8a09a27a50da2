import { createLifecycles, type ModalParcels, type AccountLayoutProps } from '@portal/shared-utils';
import { AvatarUploadModal } from './avatar/AvatarUploadModal';
import { OnboardingVerificationModal } from './onboarding/OnboardingVerificationModal';
import { AccountProfileApp } from './routes/AccountProfileApp';
import { VerifyModal } from './verify/VerifyModal';

/** /account/profile: the routed account pages of @portal/account-profile. */
export const profile = createLifecycles<AccountLayoutProps>(AccountProfileApp);

/** The modal parcels of @portal/account-profile, mounted by the shell's modal outlet. */
export const modals: ModalParcels = {
  verify: createLifecycles(VerifyModal),
  'avatar-upload': createLifecycles(AvatarUploadModal),
  'onboarding-verification': createLifecycles(OnboardingVerificationModal),
};

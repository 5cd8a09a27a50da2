import { PlaceholderModalBody, type ModalBodyProps } from '@portal/shared-utils';
import { messages } from '../messages';

const texts = messages.placeholders;

/** ?modal=verify */
export function VerifyModal({ close }: ModalBodyProps) {
  return <PlaceholderModalBody text={texts.verify} onClose={close} />;
}

/** ?modal=avatar-upload */
export function AvatarUploadModal({ close }: ModalBodyProps) {
  return <PlaceholderModalBody text={texts.avatarUpload} onClose={close} />;
}

/** ?modal=onboarding-verification */
export function OnboardingVerificationModal({ close }: ModalBodyProps) {
  return <PlaceholderModalBody text={texts.onboardingVerification} onClose={close} />;
}

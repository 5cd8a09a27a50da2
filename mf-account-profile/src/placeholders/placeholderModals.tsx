import { messages } from '../messages';
import { placeholderModal } from './PlaceholderModal';

const texts = messages.placeholders;

export const VerifyModal = placeholderModal(texts.verify, 'VerifyModal');
export const AvatarUploadModal = placeholderModal(texts.avatarUpload, 'AvatarUploadModal');
export const OnboardingVerificationModal = placeholderModal(
  texts.onboardingVerification,
  'OnboardingVerificationModal',
);

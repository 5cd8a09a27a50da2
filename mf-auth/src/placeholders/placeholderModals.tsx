import { messages } from '../messages';
import { placeholderModal } from './PlaceholderModal';

const texts = messages.placeholders;

export const SignupModal = placeholderModal(texts.signup, 'SignupModal');
export const ForgotPasswordModal = placeholderModal(texts.forgotPassword, 'ForgotPasswordModal');
export const ResetPasswordModal = placeholderModal(texts.resetPassword, 'ResetPasswordModal');
export const UpdatePasswordModal = placeholderModal(texts.updatePassword, 'UpdatePasswordModal');
export const TermsModal = placeholderModal(texts.termsAndConditions, 'TermsModal');

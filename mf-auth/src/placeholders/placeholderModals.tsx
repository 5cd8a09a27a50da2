import { PlaceholderModalBody, type ModalBodyProps } from '@portal/shared-utils';
import { messages } from '../messages';

const texts = messages.placeholders;

/** ?modal=signup */
export function SignupModal({ close }: ModalBodyProps) {
  return <PlaceholderModalBody text={texts.signup} onClose={close} />;
}

/** ?modal=forgot-password */
export function ForgotPasswordModal({ close }: ModalBodyProps) {
  return <PlaceholderModalBody text={texts.forgotPassword} onClose={close} />;
}

/** ?modal=reset-password */
export function ResetPasswordModal({ close }: ModalBodyProps) {
  return <PlaceholderModalBody text={texts.resetPassword} onClose={close} />;
}

/** ?modal=update-password */
export function UpdatePasswordModal({ close }: ModalBodyProps) {
  return <PlaceholderModalBody text={texts.updatePassword} onClose={close} />;
}

/** ?modal=terms-and-conditions */
export function TermsModal({ close }: ModalBodyProps) {
  return <PlaceholderModalBody text={texts.termsAndConditions} onClose={close} />;
}

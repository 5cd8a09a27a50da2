import { createLifecycles } from '@portal/shared-utils';
import { LoginModal } from './login/LoginModal';
import {
  ForgotPasswordModal,
  ResetPasswordModal,
  SignupModal,
  TermsModal,
  UpdatePasswordModal,
} from './placeholders/placeholderModals';
import { SessionExpiredModal } from './session-expired/SessionExpiredModal';

/** The modal parcels of @portal/auth, mounted by the shell's modal outlet by `?modal=<name>`. */
export const modals = {
  login: createLifecycles(LoginModal),
  signup: createLifecycles(SignupModal),
  'forgot-password': createLifecycles(ForgotPasswordModal),
  'reset-password': createLifecycles(ResetPasswordModal),
  'update-password': createLifecycles(UpdatePasswordModal),
  'terms-and-conditions': createLifecycles(TermsModal),
  'session-expired': createLifecycles(SessionExpiredModal),
};

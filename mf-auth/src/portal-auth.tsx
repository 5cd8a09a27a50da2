import { createLifecycles, type ModalParcels } from '@portal/shared-utils';
import { ForgotPasswordModal } from './forgot-password/ForgotPasswordModal';
import { LoginModal } from './login/LoginModal';
import { ResetPasswordModal } from './reset-password/ResetPasswordModal';
import { SessionExpiredModal } from './session-expired/SessionExpiredModal';
import { LazySignupModal, preloadSignupModal } from './signup/LazySignupModal';
import { TermsModal } from './terms/TermsModal';
import { UpdatePasswordModal } from './update-password/UpdatePasswordModal';

/** The modal parcels of @portal/auth, mounted by the shell's modal outlet by `?modal=<name>`. */
export const modals: ModalParcels = {
  login: createLifecycles(LoginModal),
  signup: createLifecycles(LazySignupModal),
  'forgot-password': createLifecycles(ForgotPasswordModal),
  'reset-password': createLifecycles(ResetPasswordModal),
  'update-password': createLifecycles(UpdatePasswordModal),
  'terms-and-conditions': createLifecycles(TermsModal),
  'session-expired': createLifecycles(SessionExpiredModal),
};

// The portal loads this module when the browser is idle (or when one of its modals opens): the
// sign-up form's code comes along, so its first open shows the form at once.
preloadSignupModal();

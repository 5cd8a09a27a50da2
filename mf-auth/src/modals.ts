import { createLifecycles, declareModal, type OwnedModals } from '@portal/shared-utils';
import { ForgotPasswordModal } from './forgot-password/ForgotPasswordModal';
import { LoginModal } from './login/LoginModal';
import { messages } from './messages';
import { ResetPasswordModal } from './reset-password/ResetPasswordModal';
import { SessionExpiredModal } from './session-expired/SessionExpiredModal';
import { LazySignupModal } from './signup/LazySignupModal';
import { TermsModal } from './terms/TermsModal';
import { UpdatePasswordModal } from './update-password/UpdatePasswordModal';

const titles = messages.modalTitles;

/**
 * The modals of @portal/auth, opened by `?modal=<name>` in the shell's modal outlet. Login and
 * sign-up name both brands when fantasy is on (spec 1 §2 Login modal, Sign-up modal).
 */
export const modals: OwnedModals = {
  login: declareModal(createLifecycles(LoginModal), {
    title: (config) => (config.features.fantasy ? titles.loginBothBrands : titles.login),
    access: 'signed-out',
    bothBrands: true,
  }),
  signup: declareModal(createLifecycles(LazySignupModal), {
    title: (config) => (config.features.fantasy ? titles.signupBothBrands : titles.signup),
    access: 'signed-out',
    bothBrands: true,
  }),
  'forgot-password': declareModal(createLifecycles(ForgotPasswordModal), {
    title: titles.forgotPassword,
    access: 'any',
  }),
  'reset-password': declareModal(createLifecycles(ResetPasswordModal), {
    title: titles.resetPassword,
    access: 'signed-out',
  }),
  'update-password': declareModal(createLifecycles(UpdatePasswordModal), {
    title: titles.updatePassword,
    access: 'signed-in',
  }),
  'terms-and-conditions': declareModal(createLifecycles(TermsModal), {
    title: titles.terms,
    access: 'any',
    dismissible: false,
  }),
  'session-expired': declareModal(createLifecycles(SessionExpiredModal), {
    title: titles.sessionExpired,
    access: 'any',
  }),
};

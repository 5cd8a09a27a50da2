import type { ModalName, PortalConfig } from '@portal/shared-utils';
import { messages } from '../messages';

/** A title for every modal of the registry: the type check fails when one is missing. */
const titles: Readonly<Record<ModalName, string>> = messages.modals.titles;
const { loginBothBrands, signupBothBrands } = messages.modals.titles;

/**
 * The title bar text of a modal; login and sign-up name both brands when fantasy is on (spec 1 §2
 * Login modal, Sign-up modal).
 */
export function modalTitle(name: ModalName, config: PortalConfig): string {
  if (name === 'login') return config.features.fantasy ? loginBothBrands : titles.login;
  if (name === 'signup') return config.features.fantasy ? signupBothBrands : titles.signup;
  return titles[name];
}

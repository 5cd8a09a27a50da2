import type { PortalConfig } from '@portal/shared-utils';
import { messages, type ModalTitleKey } from '../messages';

const titles = messages.modals.titles;

/**
 * The title bar text of a modal; login and sign-up name both brands when fantasy is on (spec 1 §2
 * Login modal, Sign-up modal).
 */
export function modalTitle(name: string, config: PortalConfig): string {
  if (name === 'login') return config.features.fantasy ? titles.loginBothBrands : titles.login;
  if (name === 'signup') return config.features.fantasy ? titles.signupBothBrands : titles.signup;
  return Object.hasOwn(titles, name) ? titles[name as ModalTitleKey] : '';
}

import type { PortalConfig } from '@portal/shared-utils';
import { messages, type ModalTitleKey } from '../messages';

const titles = messages.modals.titles;

/** The title bar text of a modal; login names both brands when fantasy is on (spec 1 §2 Login modal). */
export function modalTitle(name: string, config: PortalConfig): string {
  if (name === 'login') return config.features.fantasy ? titles.loginBothBrands : titles.login;
  return Object.hasOwn(titles, name) ? titles[name as ModalTitleKey] : '';
}

import { closeModal, modal$, openModal, type ModalRoute } from '../modal/modalNavigation';
import { isModalName } from '../modal/modalRegistry';
import { useObservable } from './useObservable';

export interface UseModal extends ModalRoute {
  openModal: typeof openModal;
  closeModal: typeof closeModal;
}

const NO_MODAL = { name: null, params: {}, state: null } as const;

/**
 * The modal named by the URL, with openModal and closeModal, as shells deployed before the owners
 * declared their modals read it: only a name of the frozen MODALS (such a shell looks every name up
 * there); any other name reads as no modal.
 * @deprecated Read `modal$` (the shell's outlet does); remove when `npm run capture:published` shows
 * no deployed build imports it.
 */
export function useModal(): UseModal {
  const route = useObservable(modal$);
  const known = route.name === null || isModalName(route.name);
  return { ...(known ? route : NO_MODAL), openModal, closeModal };
}

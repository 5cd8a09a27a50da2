import { closeModal, modal$, openModal, type ModalRoute } from '../modal/modalNavigation';
import { useObservable } from './useObservable';

export interface UseModal extends ModalRoute {
  openModal: typeof openModal;
  closeModal: typeof closeModal;
}

/** The modal named by the URL, with openModal and closeModal. */
export function useModal(): UseModal {
  return { ...useObservable(modal$), openModal, closeModal };
}

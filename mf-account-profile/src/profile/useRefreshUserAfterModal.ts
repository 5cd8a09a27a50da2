import { refreshUser, useModal, type ModalName } from '@portal/shared-utils';
import { useEffect, useRef } from 'react';

/** Refreshes the user once the modal `name` closes, e.g. after identity verification (spec 1 §2). */
export function useRefreshUserAfterModal(name: ModalName) {
  const openName = useModal().name;
  const wasOpen = useRef(false);

  useEffect(() => {
    if (openName === name) {
      wasOpen.current = true;
    } else if (wasOpen.current) {
      wasOpen.current = false;
      void refreshUser();
    }
  }, [openName, name]);
}

import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { focusableElements } from './focusable';

/**
 * Focus handling of a modal dialog: focus moves into the dialog when it opens, Tab and Shift+Tab
 * cycle inside it, and focus goes back to the opener when it closes. Returns the keydown handler
 * for the dialog element.
 */
export function useDialogFocus(dialog: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [dialog]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const elements = focusableElements(dialog.current);
    if (elements.length === 0) {
      event.preventDefault();
      return;
    }
    const first = elements[0];
    const last = elements[elements.length - 1];
    const active = document.activeElement;
    const outside = !elements.includes(active as HTMLElement);
    if (event.shiftKey && (active === first || outside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || outside)) {
      event.preventDefault();
      first.focus();
    }
  };
}

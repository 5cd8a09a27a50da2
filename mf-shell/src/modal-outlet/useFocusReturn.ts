import { modal$ } from '@portal/shared-utils';
import { useEffect } from 'react';
import { distinctUntilChanged, map, pairwise } from 'rxjs';

interface Opener {
  element: HTMLElement;
  /** The menu button of a menu the opener was an item of: menus close when an item is chosen. */
  menuButton: HTMLElement | null;
}

function focusedOpener(): Opener | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menuButton =
    element
      .closest('[role="menu"]')
      ?.parentElement?.querySelector<HTMLElement>('[aria-haspopup]') ?? null;
  return { element, menuButton };
}

/** Where focus goes back to: the opener itself, or the button of the menu it was chosen from. */
function returnTarget(opener: Opener): HTMLElement | null {
  if (opener.element.isConnected) return opener.element;
  return opener.menuButton?.isConnected ? opener.menuButton : null;
}

/**
 * Focus returns to the control that opened a modal when it closes (spec 1 §2, WCAG 2.4.3): the
 * control focused when the first modal opened (moving from one modal to the next keeps it), or,
 * when that was an item of a menu that has closed since, the menu's button. Nothing moves when the
 * player has put focus somewhere else meanwhile.
 */
export function useFocusReturn() {
  useEffect(() => {
    let opener: Opener | null = null;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const subscription = modal$
      .pipe(
        map(({ name }) => name),
        distinctUntilChanged(),
        pairwise(),
      )
      .subscribe(([before, after]) => {
        if (!before && after) {
          opener = focusedOpener();
          return;
        }
        if (before && !after && opener) {
          const closed = opener;
          opener = null;
          // After the modal has left the page (its own focus handling runs as it unmounts).
          pending = setTimeout(() => {
            const active = document.activeElement;
            if (active && active !== document.body) return;
            returnTarget(closed)?.focus();
          });
        }
      });
    return () => {
      subscription.unsubscribe();
      clearTimeout(pending);
    };
  }, []);
}

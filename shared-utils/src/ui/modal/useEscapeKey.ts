import { useEffect } from 'react';
import { useLatest } from '../../hooks/useLatest';

/** Open dialogs, innermost last: Escape closes only the innermost. */
const stack: symbol[] = [];

/**
 * Calls onEscape when Escape is pressed while this is the innermost open dialog. A dialog without
 * onEscape still takes its place in the stack, so Escape never reaches a dialog beneath it.
 */
export function useEscapeKey(onEscape?: () => void): void {
  const latest = useLatest(onEscape);

  useEffect(() => {
    const entry = Symbol('dialog');
    stack.push(entry);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || stack[stack.length - 1] !== entry) return;
      event.preventDefault();
      latest.current?.();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.indexOf(entry), 1);
    };
  }, [latest]);
}

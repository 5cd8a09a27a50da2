import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { SlotError } from '@portal/shared-utils';
import { slotElement } from './slotElement';

/**
 * Lifecycles that stand in for a micro-frontend that failed to load, bootstrap or mount: its slot shows
 * the error with a Retry button while the rest of the page keeps working.
 */
export function errorLifecycles(appName: string, onRetry: () => void): LifeCycles {
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async () => {
      const element = slotElement(appName);
      if (!element) return;
      root = createRoot(element);
      root.render(<SlotError name={appName} onRetry={onRetry} />);
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}

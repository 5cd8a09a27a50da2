// Names that moved to @portal/shell (mf-shell) and that a deployed build of it still imports from
// here. The function and the component load their new home on demand; the two tiny pure functions
// come from it eagerly. Remove each when `npm run capture:published` shows no deployed build
// imports it (docs/architecture.md).
import { lazy, Suspense } from 'react';
import type { ToastProps } from '../../../mf-shell/src/toasts/Toast';

/**
 * @deprecated Moved to mf-shell (`mf-shell/src/client-summaries/clientSummaryValues.ts`); remove
 * when `npm run capture:published` shows no deployed build imports them.
 */
export {
  summaryBonus,
  summaryCounter,
} from '../../../mf-shell/src/client-summaries/clientSummaryValues';

/**
 * @deprecated Moved to mf-shell (`mf-shell/src/clock/formatDuration.ts`); remove when
 * `npm run capture:published` shows no deployed build imports it.
 */
export { formatDuration } from '../../../mf-shell/src/clock/formatDuration';

/**
 * @deprecated Moved to mf-shell (`mf-shell/src/client-summaries/refreshClientSummaries.ts`);
 * remove when `npm run capture:published` shows no deployed build imports it.
 */
export async function refreshClientSummaries(clientId?: number): Promise<void> {
  const { refreshClientSummaries: refresh } = await import(
    /* webpackChunkName: "compat-shell" */ '../../../mf-shell/src/client-summaries/refreshClientSummaries'
  );
  return refresh(clientId);
}

const LazyToast = lazy(() =>
  import(/* webpackChunkName: "compat-shell" */ '../../../mf-shell/src/toasts/Toast').then(
    ({ Toast: component }) => ({ default: component }),
  ),
);

/**
 * @deprecated Moved to mf-shell (`mf-shell/src/toasts/Toast.tsx`); remove when
 * `npm run capture:published` shows no deployed build imports it.
 */
export function Toast(props: ToastProps) {
  return (
    <Suspense fallback={null}>
      <LazyToast {...props} />
    </Suspense>
  );
}

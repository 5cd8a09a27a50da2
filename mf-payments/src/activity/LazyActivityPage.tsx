import { Loader } from '@portal/shared-utils';
import { lazy, Suspense } from 'react';
import { messages } from '../messages';

// The page is a chunk of its own: the entry of @portal/payments, loaded for every account page and
// modal it owns, stays within its size budget.
const ActivityPage = lazy(() =>
  import(/* webpackChunkName: "activity" */ './ActivityPage').then((module) => ({
    default: module.ActivityPage,
  })),
);

/** /account/activity, its code fetched the first time it opens. */
export function LazyActivityPage() {
  return (
    <Suspense fallback={<Loader label={messages.activity.statement.loading} />}>
      <ActivityPage />
    </Suspense>
  );
}

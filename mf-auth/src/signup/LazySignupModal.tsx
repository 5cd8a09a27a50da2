import { Loader } from '@portal/shared-utils';
import { lazy, Suspense } from 'react';
import { messages } from '../messages';

/**
 * The sign-up form's code is a chunk of its own, which the browser prefetches as soon as this
 * module loads (the portal loads it when idle), so the first open of the modal finds it ready.
 */
const SignupModal = lazy(() =>
  import(/* webpackChunkName: "signup", webpackPrefetch: true */ './SignupModal').then((module) => ({
    default: module.SignupModal,
  })),
);

/** The sign-up modal body, with the loader while its code arrives. */
export function LazySignupModal() {
  return (
    <Suspense fallback={<Loader label={messages.signup.loading} />}>
      <SignupModal />
    </Suspense>
  );
}

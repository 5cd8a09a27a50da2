import { Loader } from '@portal/shared-utils';
import { lazy, Suspense } from 'react';
import { messages } from '../messages';

/** The sign-up form's code is a chunk of its own, fetched the first time the modal opens. */
const SignupModal = lazy(() =>
  import(/* webpackChunkName: "signup" */ './SignupModal').then((module) => ({
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

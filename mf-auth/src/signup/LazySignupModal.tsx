import { Loader } from '@portal/shared-utils';
import { lazy, Suspense, type ComponentType } from 'react';
import { messages } from '../messages';

/** The form once its chunk has run: rendered at once, without a Suspense reveal. */
let loadedSignupModal: ComponentType | null = null;

/** The sign-up form's code is a chunk of its own; this fetches and runs it (once). */
function loadSignupModal() {
  return import(/* webpackChunkName: "signup" */ './SignupModal').then((module) => {
    loadedSignupModal = module.SignupModal;
    return { default: module.SignupModal };
  });
}

const SignupModal = lazy(loadSignupModal);

/**
 * Starts loading the form's code. The portal loads this module when the browser is idle after the
 * page has loaded, so by the first open of the modal the form is ready and shows at once.
 */
export function preloadSignupModal(): void {
  loadSignupModal().catch(() => undefined);
}

/** The sign-up modal body, with the loader while its code arrives. */
export function LazySignupModal() {
  const Loaded = loadedSignupModal;
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={<Loader label={messages.signup.loading} />}>
      <SignupModal />
    </Suspense>
  );
}

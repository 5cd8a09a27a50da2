import { preloadSignupModal } from './signup/LazySignupModal';

export { modals } from './modals';

// The portal loads this module when the browser is idle (or when one of its modals opens): the
// sign-up form's code comes along, so its first open shows the form at once.
preloadSignupModal();

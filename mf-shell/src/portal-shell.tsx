// @portal/shell: the single-spa applications the layout mounts as "@portal/shell#<export>".
// A signed-out /betting needs only the header, footer, toasts and modal outlet: the other
// applications are chunks of their own, fetched when their route first mounts.
import { createLifecycles, Loader } from '@portal/shared-utils';
import placeholder from './account-frame/AccountFramePlaceholder.module.css';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { lazyComponent } from './lazy/lazyComponent';
import { messages } from './messages';
import { ModalOutlet } from './modal-outlet/ModalOutlet';
import { Toasts } from './toasts/Toasts';

/** A page of the main slot, which holds a screen's height for it: a spinner until its code arrives. */
const pageFallback = { fallback: <Loader label={messages.pages.loading} /> };

const Landing = lazyComponent(
  () => import(/* webpackChunkName: "landing" */ './landing/Landing').then((m) => m.Landing),
  pageFallback,
);
const LegalPage = lazyComponent(
  () => import(/* webpackChunkName: "legal" */ './legal/LegalPage').then((m) => m.LegalPage),
  pageFallback,
);
const NotFound = lazyComponent(
  () => import(/* webpackChunkName: "not-found" */ './not-found/NotFound').then((m) => m.NotFound),
  pageFallback,
);
const AccountNotFound = lazyComponent(
  () =>
    import(/* webpackChunkName: "not-found" */ './not-found/AccountNotFound').then(
      (m) => m.AccountNotFound,
    ),
  pageFallback,
);
const AccountFrame = lazyComponent(
  () =>
    import(/* webpackChunkName: "account-frame" */ './account-frame/AccountFrame').then(
      (m) => m.AccountFrame,
    ),
  { fallback: <div className={placeholder.placeholder} /> },
);

export const header = createLifecycles(Header);
export const toasts = createLifecycles(Toasts);
export const modalOutlet = createLifecycles(ModalOutlet);
export const landing = createLifecycles(Landing);
export const accountFrame = createLifecycles(AccountFrame);
export const accountNotFound = createLifecycles(AccountNotFound);
export const notFound = createLifecycles(NotFound);
export const legal = createLifecycles(LegalPage);
export const footer = createLifecycles(Footer);

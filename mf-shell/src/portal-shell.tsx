// @portal/shell: the single-spa applications the layout mounts as "@portal/shell#<export>".
import { createLifecycles } from '@portal/shared-utils';
import { AccountFrame } from './account-frame/AccountFrame';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { Landing } from './landing/Landing';
import { LegalPage } from './legal/LegalPage';
import { ModalOutlet } from './modal-outlet/ModalOutlet';
import { AccountNotFound } from './not-found/AccountNotFound';
import { NotFound } from './not-found/NotFound';
import { Toasts } from './toasts/Toasts';

export const header = createLifecycles(Header);
export const toasts = createLifecycles(Toasts);
export const modalOutlet = createLifecycles(ModalOutlet);
export const landing = createLifecycles(Landing);
export const accountFrame = createLifecycles(AccountFrame);
export const accountNotFound = createLifecycles(AccountNotFound);
export const notFound = createLifecycles(NotFound);
export const legal = createLifecycles(LegalPage);
export const footer = createLifecycles(Footer);

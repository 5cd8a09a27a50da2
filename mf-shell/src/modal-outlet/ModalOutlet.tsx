import {
  closeModal,
  enabledClientApps,
  isUS,
  Loader,
  Modal,
  TERMS_MODAL,
  useConfig,
  type ModalBodyProps,
  useModal,
  useSession,
  useUser,
} from '@portal/shared-utils';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { messages } from '../messages';
import { usePathname } from '../navigation/usePathname';
import { useTutorialAfterRegistration } from '../tutorial/useTutorialAfterRegistration';
import { recordShownVersion } from '../whats-new/shownVersion';
import { useWhatsNewOnLogin, WHATS_NEW_MODAL } from '../whats-new/useWhatsNewOnLogin';
import { BrandLogos } from './BrandLogos';
import { modalOwner, SHELL, SIGNED_OUT_ONLY_MODALS } from './modalOwners';
import { modalTitle } from './modalTitle';
import { OwnedModalBody } from './OwnedModalBody';
import { systemOwnerLoader, type OwnerLoader } from './ownerLoader';
import { useFocusReturn } from './useFocusReturn';
import { useLoginFirst } from './useLoginFirst';
import { useSignedInOnArrival } from './useSignedInOnArrival';

/** The carousel and its images load only when what's new first opens. */
const WhatsNew = lazy(() =>
  import(/* webpackChunkName: "whats-new" */ '../whats-new/WhatsNew').then((module) => ({
    default: module.WhatsNew,
  })),
);

/** Decisions the player must take before going on: no close, Back or Escape (spec 1 §4 Terms). */
const REQUIRED_MODALS: ReadonlySet<string> = new Set([TERMS_MODAL]);

/** Modals whose content shows both brand logos above the title: the 630 px variant (spec 1 §2). */
const BOTH_BRANDS_MODALS: ReadonlySet<string> = new Set(['login', 'signup']);

/**
 * Shows the modal named by the `modal` query parameter: the shell's own what's-new carousel, or the
 * owning micro-frontend's parcel inside the shared Modal chrome, with the modal's params and history
 * state. Unknown names and modals that do not apply (login, signup, reset-password reached while
 * signed in; what's new in the US) are closed. It also opens what's new after login and starts the
 * tutorial when the onboarding modals close.
 */
export function ModalOutlet({ loader = systemOwnerLoader }: { loader?: OwnerLoader }) {
  const modal = useModal();
  const session = useSession();
  const user = useUser();
  const config = useConfig();
  const us = isUS(config);
  useWhatsNewOnLogin(config.whatsNewVersion, !us);
  useTutorialAfterRegistration();
  useFocusReturn();

  const name = modal.name;
  const signedIn = !!session.token || !!user;
  const signedInOnArrival = useSignedInOnArrival(name, signedIn);
  const waitingForLogin = useLoginFirst(modal, signedIn);
  // The terms modal links to the terms page (in a new tab): there the player reads the document, and
  // the modal waits for them on every other page.
  const pathname = usePathname();
  const readingTerms = name === TERMS_MODAL && pathname === config.brand.urls.terms;
  const owner = name ? modalOwner(name) : undefined;
  const unwanted =
    !!name &&
    (!owner ||
      (signedInOnArrival && SIGNED_OUT_ONLY_MODALS.has(name)) ||
      (name === WHATS_NEW_MODAL && us));

  useEffect(() => {
    if (unwanted) closeModal();
  }, [unwanted]);

  const parcelProps = useMemo<ModalBodyProps>(
    () => ({ params: modal.params, state: modal.state, close: closeModal }),
    [modal.params, modal.state],
  );

  if (!name || !owner || unwanted || waitingForLogin || readingTerms) return null;
  const close = () => {
    // Closing what's new with ×, Back or Escape counts as seen, as going through it does.
    if (name === WHATS_NEW_MODAL) recordShownVersion(config.whatsNewVersion);
    closeModal();
  };
  const wide = BOTH_BRANDS_MODALS.has(name) && enabledClientApps(config).length > 1;
  return (
    <Modal
      title={modalTitle(name, config)}
      onClose={REQUIRED_MODALS.has(name) ? undefined : close}
      wide={wide}
      aboveTitle={wide ? <BrandLogos config={config} /> : undefined}
    >
      {owner === SHELL ? (
        <Suspense fallback={<Loader label={messages.modals.loading} />}>
          <WhatsNew version={config.whatsNewVersion} />
        </Suspense>
      ) : (
        <OwnedModalBody
          key={name}
          name={name}
          owner={owner}
          loader={loader}
          parcelProps={parcelProps}
        />
      )}
    </Modal>
  );
}

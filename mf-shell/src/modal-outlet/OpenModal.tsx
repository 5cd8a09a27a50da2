import {
  closeModal,
  enabledClientApps,
  isUS,
  Modal,
  TERMS_MODAL,
  useConfig,
  type ModalBack,
  type ModalBodyProps,
  modal$,
  useObservable,
  useSession,
  useUser,
} from '@portal/shared-utils';
import { useEffect, useMemo, useState } from 'react';
import { lazyComponent } from '../lazy/lazyComponent';
import { usePathname } from '../navigation/usePathname';
import { recordShownVersion } from '../whats-new/shownVersion';
import { WHATS_NEW_MODAL } from '../whats-new/whatsNewModal';
import { BrandLogos } from './BrandLogos';
import { ModalLoadError } from './ModalLoadError';
import { ModalLoading } from './ModalLoading';
import { modalTitle } from './modalTitle';
import { OwnedModalBody } from './OwnedModalBody';
import type { OwnerLoader } from './ownerLoader';
import { useDeclaredModal } from './useDeclaredModal';
import { useLoginFirst } from './useLoginFirst';
import { useSignedInOnArrival } from './useSignedInOnArrival';

/** The carousel and its images load only when what's new first opens. */
const WhatsNew = lazyComponent(
  () =>
    import(/* webpackChunkName: "whats-new" */ '../whats-new/WhatsNew').then(
      (module) => module.WhatsNew,
    ),
  { fallback: <ModalLoading />, error: (retry) => <ModalLoadError onRetry={retry} /> },
);

/**
 * Shows the modal named by the `modal` query parameter: the shell's own what's-new carousel, or the
 * parcel of the micro-frontend that declares it (MODAL_OWNERS are asked in turn, findModal) inside
 * the shared Modal chrome, with the modal's params and history state; the declaration gives its
 * title and flags. While its owner loads, a modal of the frozen MODALS is drawn as they describe
 * it. A name no owner declares is closed, as are modals that do not apply (signed-out-only ones
 * reached while signed in; what's new in the US). A chunk of its own, loaded by ModalOutlet when
 * the first modal opens.
 */
export function OpenModal({ loader }: { loader: OwnerLoader }) {
  const modal = useObservable(modal$);
  const session = useSession();
  const user = useUser();
  const config = useConfig();
  const us = isUS(config);

  const name = modal.name;
  const shellOwned = name === WHATS_NEW_MODAL;
  const { settings, search, undeclared } = useDeclaredModal(name, loader);

  const signedIn = !!session.token || !!user;
  const signedInOnArrival = useSignedInOnArrival(name, signedIn);
  const waitingForLogin = useLoginFirst(modal, settings?.access === 'signed-in', signedIn);
  // The terms modal links to the terms page (in a new tab): there the player reads the document, and
  // the modal waits for them on every other page.
  const pathname = usePathname();
  const readingTerms = name === TERMS_MODAL && pathname === config.brand.urls.terms;
  const unwanted =
    undeclared || (signedInOnArrival && settings?.access === 'signed-out') || (shellOwned && us);

  useEffect(() => {
    if (unwanted) closeModal();
  }, [unwanted]);

  // The Back a page of the modal's own flow gives the small-screen Back link (the page takes it
  // back when it goes, so a new modal starts with none).
  const [back, setBack] = useState<ModalBack | null>(null);

  const parcelProps = useMemo<ModalBodyProps>(
    () => ({ params: modal.params, state: modal.state, close: closeModal, setBack }),
    [modal.params, modal.state],
  );

  if (!name || !settings || unwanted || waitingForLogin || readingTerms) return null;
  const close = () => {
    // Closing what's new with ×, Back or Escape counts as seen, as going through it does.
    if (shellOwned) recordShownVersion(config.whatsNewVersion);
    closeModal();
  };
  const wide = !!settings.bothBrands && enabledClientApps(config).length > 1;
  return (
    <Modal
      title={modalTitle(settings, config)}
      onClose={settings.dismissible === false ? undefined : close}
      onBack={back?.onBack}
      backLabel={back?.label}
      wide={wide}
      aboveTitle={wide ? <BrandLogos config={config} /> : undefined}
    >
      {shellOwned ? (
        <WhatsNew version={config.whatsNewVersion} />
      ) : (
        <OwnedModalBody
          key={name}
          name={name}
          search={search}
          loader={loader}
          parcelProps={parcelProps}
        />
      )}
    </Modal>
  );
}

import {
  closeModal,
  enabledClientApps,
  isUS,
  Modal,
  MODALS,
  TERMS_MODAL,
  useConfig,
  type ModalBack,
  type ModalBodyProps,
  useModal,
  useSession,
  useUser,
} from '@portal/shared-utils';
import { useEffect, useMemo, useState } from 'react';
import { lazyComponent } from '../lazy/lazyComponent';
import { usePathname } from '../navigation/usePathname';
import { useTutorialAfterRegistration } from '../tutorial/useTutorialAfterRegistration';
import { recordShownVersion } from '../whats-new/shownVersion';
import { useWhatsNewOnLogin, WHATS_NEW_MODAL } from '../whats-new/useWhatsNewOnLogin';
import { BrandLogos } from './BrandLogos';
import { ModalLoadError } from './ModalLoadError';
import { ModalLoading } from './ModalLoading';
import { modalTitle } from './modalTitle';
import { OwnedModalBody } from './OwnedModalBody';
import { systemOwnerLoader, type OwnerLoader } from './ownerLoader';
import { useFocusReturn } from './useFocusReturn';
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
 * owning micro-frontend's parcel inside the shared Modal chrome, with the modal's params and history
 * state; the registry (MODALS) gives its owner and flags. Modals that do not apply (signed-out-only
 * ones reached while signed in; what's new in the US) are closed, as modal navigation closes names
 * outside the registry. It also opens what's new after login and starts the tutorial when the
 * onboarding modals close.
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
  const unwanted =
    !!name &&
    ((signedInOnArrival && !!MODALS[name].signedOutOnly) || (name === WHATS_NEW_MODAL && us));

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

  if (!name || unwanted || waitingForLogin || readingTerms) return null;
  const { owner, dismissible, bothBrands } = MODALS[name];
  const close = () => {
    // Closing what's new with ×, Back or Escape counts as seen, as going through it does.
    if (name === WHATS_NEW_MODAL) recordShownVersion(config.whatsNewVersion);
    closeModal();
  };
  const wide = !!bothBrands && enabledClientApps(config).length > 1;
  return (
    <Modal
      title={modalTitle(name, config)}
      onClose={dismissible === false ? undefined : close}
      onBack={back?.onBack}
      backLabel={back?.label}
      wide={wide}
      aboveTitle={wide ? <BrandLogos config={config} /> : undefined}
    >
      {owner === 'shell' ? (
        <WhatsNew version={config.whatsNewVersion} />
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

import {
  closeModal,
  enabledClientApps,
  isUS,
  Modal,
  useConfig,
  type ModalBodyProps,
  useModal,
  useUser,
} from '@portal/shared-utils';
import { useEffect, useMemo } from 'react';
import { WhatsNew } from '../whats-new/WhatsNew';
import { BrandLogos } from './BrandLogos';
import { modalOwner, SHELL, SIGNED_OUT_ONLY_MODALS } from './modalOwners';
import { modalTitle } from './modalTitle';
import { OwnedModalBody } from './OwnedModalBody';
import { systemOwnerLoader, type OwnerLoader } from './ownerLoader';

/** Modals whose content shows both brand logos above the title: the 630 px variant (spec 1 §2). */
const BOTH_BRANDS_MODALS: ReadonlySet<string> = new Set(['login', 'signup']);

/**
 * Shows the modal named by the `modal` query parameter: the shell's own what's-new dialog, or the
 * owning micro-frontend's parcel inside the shared Modal chrome. Unknown names and modals that do not
 * apply (login, signup, reset-password when signed in; what's new in the US) are closed.
 */
export function ModalOutlet({ loader = systemOwnerLoader }: { loader?: OwnerLoader }) {
  const modal = useModal();
  const user = useUser();
  const config = useConfig();
  const name = modal.name;
  const owner = name ? modalOwner(name) : undefined;
  const unwanted =
    !!name &&
    (!owner ||
      (!!user && SIGNED_OUT_ONLY_MODALS.has(name)) ||
      (name === 'whatsnew' && isUS(config)));

  useEffect(() => {
    if (unwanted) closeModal();
  }, [unwanted]);

  const parcelProps = useMemo<ModalBodyProps>(
    () => ({ params: modal.params, state: modal.state, close: closeModal }),
    [modal.params, modal.state],
  );

  if (!name || !owner || unwanted) return null;
  const wide = BOTH_BRANDS_MODALS.has(name) && enabledClientApps(config).length > 1;
  return (
    <Modal
      title={modalTitle(name, config)}
      onClose={closeModal}
      wide={wide}
      aboveTitle={wide ? <BrandLogos config={config} /> : undefined}
    >
      {owner === SHELL ? (
        <WhatsNew />
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

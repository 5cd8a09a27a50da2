import type { ModalBodyProps } from '@portal/shared-utils';
import { useState } from 'react';
import type { Read } from '../data/useRead';
import type { FoundModal } from './findModal';
import { ModalLoadError } from './ModalLoadError';
import { ModalLoading } from './ModalLoading';
import type { OwnerLoader } from './ownerLoader';
import { ParcelHost } from './ParcelHost';

interface OwnedModalBodyProps {
  name: string;
  /** The search for the modal's owner and declaration (findModal). */
  search: Read<FoundModal | null>;
  loader: OwnerLoader;
  parcelProps: ModalBodyProps;
}

/**
 * Mounts the parcel the modal's owner declares, once the owner has loaded. A parcel that fails to
 * mount has its module forgotten, so Retry, or the next opening of the modal, fetches the owner
 * again (a fixed bundle mounts without a page reload).
 */
export function OwnedModalBody({ name, search, loader, parcelProps }: OwnedModalBodyProps) {
  const [mountFailed, setMountFailed] = useState(false);

  if (search.state.status === 'pending') {
    return <ModalLoading />;
  }
  const found = search.state.status === 'success' ? search.state.data : null;
  if (!found || mountFailed) {
    return (
      <ModalLoadError
        onRetry={() => {
          setMountFailed(false);
          search.retry();
        }}
      />
    );
  }
  return (
    <ParcelHost
      config={found.parcel}
      parcelProps={parcelProps}
      onError={(error) => {
        console.error(`[shell] modal "${name}" failed to mount`, error);
        loader.forget(found.owner);
        setMountFailed(true);
      }}
    />
  );
}

import type { ModalBodyProps, ModalName } from '@portal/shared-utils';
import { useState } from 'react';
import { useRead } from '../data/useRead';
import { ModalLoadError } from './ModalLoadError';
import { ModalLoading } from './ModalLoading';
import type { OwnerLoader } from './ownerLoader';
import { ParcelHost } from './ParcelHost';

interface OwnedModalBodyProps {
  name: ModalName;
  owner: string;
  loader: OwnerLoader;
  parcelProps: ModalBodyProps;
}

/**
 * Loads the modal's owner (on first use only), then mounts its parcel `modals[name]`. A parcel that
 * fails to mount has its module forgotten, so Retry, or the next opening of the modal, fetches the
 * owner again (a fixed bundle mounts without a page reload).
 */
export function OwnedModalBody({ name, owner, loader, parcelProps }: OwnedModalBodyProps) {
  const { state, retry } = useRead(['modal owner', owner], () => loader.load(owner));
  const [mountFailed, setMountFailed] = useState(false);

  if (state.status === 'pending') {
    return <ModalLoading />;
  }
  const parcel = state.status === 'success' ? state.data.modals?.[name] : undefined;
  if (!parcel || mountFailed) {
    return (
      <ModalLoadError
        onRetry={() => {
          setMountFailed(false);
          retry();
        }}
      />
    );
  }
  return (
    <ParcelHost
      config={parcel}
      parcelProps={parcelProps}
      onError={(error) => {
        console.error(`[shell] modal "${name}" failed to mount`, error);
        loader.forget(owner);
        setMountFailed(true);
      }}
    />
  );
}

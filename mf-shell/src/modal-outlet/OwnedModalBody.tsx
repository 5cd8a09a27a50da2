import type { ModalBodyProps, ModalName } from '@portal/shared-utils';
import { useState } from 'react';
import { ModalLoadError } from './ModalLoadError';
import { ModalLoading } from './ModalLoading';
import type { OwnerLoader } from './ownerLoader';
import { ParcelHost } from './ParcelHost';
import { useOwnerModule } from './useOwnerModule';

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
  const { state, attempt, retry } = useOwnerModule(loader, owner);
  const [mountFailed, setMountFailed] = useState(false);

  if (state.status === 'loading') {
    return <ModalLoading />;
  }
  const parcel = state.status === 'ready' ? state.module.modals?.[name] : undefined;
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
      key={attempt}
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

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

/** Loads the modal's owner (on first use only), then mounts its parcel `modals[name]`. */
export function OwnedModalBody({ name, owner, loader, parcelProps }: OwnedModalBodyProps) {
  const { state, retry } = useOwnerModule(loader, owner);
  const [mountFailed, setMountFailed] = useState(false);
  const [mountAttempt, setMountAttempt] = useState(0);

  if (state.status === 'loading') {
    return <ModalLoading />;
  }
  const parcel = state.status === 'ready' ? state.module.modals?.[name] : undefined;
  if (!parcel) {
    return <ModalLoadError onRetry={retry} />;
  }
  if (mountFailed) {
    return (
      <ModalLoadError
        onRetry={() => {
          setMountFailed(false);
          setMountAttempt((n) => n + 1);
        }}
      />
    );
  }
  return (
    <ParcelHost
      key={mountAttempt}
      config={parcel}
      parcelProps={parcelProps}
      onError={(error) => {
        console.error(`[shell] modal "${name}" failed to mount`, error);
        setMountFailed(true);
      }}
    />
  );
}

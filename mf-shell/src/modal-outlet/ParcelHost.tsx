import { useLatest, type ModalBodyProps } from '@portal/shared-utils';
import { useEffect, useRef } from 'react';
import { mountRootParcel, type ParcelConfig } from 'single-spa';

type Parcel = ReturnType<typeof mountRootParcel>;

interface ParcelHostProps {
  config: ParcelConfig<ModalBodyProps>;
  /** Props handed to the parcel; later changes reach it through its update lifecycle. */
  parcelProps: ModalBodyProps;
  onError: (error: unknown) => void;
  className?: string;
}

/** Mounts a single-spa parcel into a div for as long as this component is rendered. */
export function ParcelHost({ config, parcelProps, onError, className }: ParcelHostProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Parcel | null>(null);
  const sentPropsRef = useRef(parcelProps);
  const latestOnError = useLatest(onError);

  useEffect(() => {
    const domElement = hostRef.current;
    if (!domElement) return;
    const parcel = mountRootParcel(config, { ...sentPropsRef.current, domElement });
    parcelRef.current = parcel;
    parcel.mountPromise.catch(
      (error: unknown) => parcelRef.current === parcel && latestOnError.current(error),
    );
    return () => {
      parcelRef.current = null;
      parcel.mountPromise
        .then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined))
        .catch((error: unknown) =>
          console.error('[shell] a modal parcel failed to unmount', error),
        );
    };
  }, [config, latestOnError]);

  useEffect(() => {
    const parcel = parcelRef.current;
    if (!parcel?.update || sentPropsRef.current === parcelProps) return;
    sentPropsRef.current = parcelProps;
    parcel.mountPromise
      .then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.update?.(parcelProps) : undefined))
      .catch((error: unknown) => latestOnError.current(error));
  }, [parcelProps, latestOnError]);

  return <div ref={hostRef} className={className} />;
}

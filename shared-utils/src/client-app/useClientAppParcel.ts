import { useCallback, useEffect, useRef, useState } from 'react';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { forgetModule, importModule } from '../mf/systemLoader';
import { announceMount } from './announceMount';
import { clientAppProps } from './clientAppProps';

type Parcel = ReturnType<typeof mountRootParcel>;

/** A client app module exports its parcel lifecycles, either as named exports or as its default. */
type ClientAppModule = ParcelConfig | { default: ParcelConfig };

export type ClientAppParcelStatus = 'loading' | 'mounted' | 'error';

function parcelConfigOf(module: ClientAppModule): ParcelConfig {
  return 'default' in module && module.default ? module.default : (module as ParcelConfig);
}

/**
 * Imports the client app at moduleUrl through SystemJS and mounts it as a parcel into the element
 * of `elementRef` with the portal's props (clientAppProps), announcing the mount; the parcel is unmounted with the component. `retry` forgets
 * the failed module in the SystemJS registry and loads it again.
 */
export function useClientAppParcel(
  clientId: number,
  name: string,
  basePath: string,
  moduleUrl: string,
) {
  const elementRef = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ attempt: number; status: ClientAppParcelStatus }>();

  useEffect(() => {
    const domElement = elementRef.current;
    if (!domElement) return;
    let active = true;
    let parcel: Parcel | null = null;
    importModule<ClientAppModule>(moduleUrl)
      .then((module) => {
        if (!active) return;
        parcel = mountRootParcel(parcelConfigOf(module), {
          domElement,
          ...clientAppProps(clientId, name, basePath),
        });
        return parcel.mountPromise.then(() => {
          if (!active) return;
          setSettled({ attempt, status: 'mounted' });
          announceMount({ clientId, name });
        });
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error(`[client-app] ${name} could not be loaded from ${moduleUrl}`, error);
        setSettled({ attempt, status: 'error' });
      });
    return () => {
      active = false;
      const mounted: Parcel | null = parcel;
      mounted?.mountPromise.then(() => mounted.unmount()).catch(() => undefined);
    };
  }, [clientId, name, basePath, moduleUrl, attempt]);

  const retry = useCallback(() => {
    forgetModule(moduleUrl);
    setAttempt((n) => n + 1);
  }, [moduleUrl]);

  const status: ClientAppParcelStatus = settled?.attempt === attempt ? settled.status : 'loading';
  return { elementRef, status, retry };
}

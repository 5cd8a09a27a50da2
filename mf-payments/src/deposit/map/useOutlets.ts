import { useEffect, useState } from 'react';
import { nearbyOutlets, type LatLng, type NearbyOutlet } from './outlet';
import type { OutletLocations } from './outletLocations';

/** The nearby outlets, null while loading; a failed lookup is only logged (spec 2 §8). */
export function useOutlets(service: OutletLocations, centre: LatLng): NearbyOutlet[] | null {
  const [outlets, setOutlets] = useState<NearbyOutlet[] | null>(null);
  useEffect(() => {
    let active = true;
    service.fetchOutlets().then(
      (list) => active && setOutlets(nearbyOutlets(list, centre)),
      (error) => {
        console.warn('Outlet lookup failed', error);
        if (active) setOutlets([]);
      },
    );
    return () => {
      active = false;
    };
  }, [service, centre]);
  return outlets;
}

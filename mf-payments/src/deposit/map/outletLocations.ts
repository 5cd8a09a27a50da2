import type { Outlet, OutletsResponse } from '@portal/contract';
import { apiGet } from '@portal/shared-utils';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { nearbyOutlets, type LatLng, type NearbyOutlet } from './outlet';

/**
 * GET /deposit/blueshyft/locations (spec 2 §7): where cash codes can be paid, through the portal
 * API, which holds the outlet service's key. It answers {locations} (the API's sandbox lists eight
 * outlets around Sydney) or an error with errorKey and errorDetail in meta.
 */
export async function fetchOutletLocations(): Promise<Outlet[]> {
  const response = await apiGet<OutletsResponse>('/deposit/blueshyft/locations');
  return response.data.locations;
}

/** The outlet locations as a query. */
export const outletLocationsQuery = queryOptions({
  queryKey: ['deposit', 'blueshyft', 'locations'] as const,
  queryFn: fetchOutletLocations,
});

/** The outlets near `centre`, null while loading; a failed lookup is only logged (spec 2 §8). */
export function useNearbyOutlets(centre: LatLng): NearbyOutlet[] | null {
  // A stable select: the map is drawn again only when the outlets or the centre change.
  const select = useCallback((outlets: Outlet[]) => nearbyOutlets(outlets, centre), [centre]);
  const { data, error } = useQuery({ ...outletLocationsQuery, select });
  useEffect(() => {
    if (error) console.warn('Outlet lookup failed', error);
  }, [error]);
  return data ?? (error ? [] : null);
}

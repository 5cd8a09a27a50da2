import { apiGet } from '@portal/shared-utils';
import { queryOptions } from '@tanstack/react-query';

export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface PlaceDetails {
  address_components: AddressComponent[];
  formatted_address: string;
}

/** GET /place/details: the components and formatted address of a suggestion, null if unknown. */
export async function fetchPlaceDetails(placeId: string): Promise<PlaceDetails | null> {
  const { data } = await apiGet<{ status: string; result?: PlaceDetails }>('/place/details', {
    query: { place_id: placeId, fields: 'address_components,formatted_address' },
  });
  return data.status === 'OK' && data.result ? data.result : null;
}

/** A suggestion's details as a query, fetched when the player chooses it. */
export function placeDetailsQuery(placeId: string) {
  return queryOptions({
    queryKey: ['place', 'details', placeId] as const,
    queryFn: () => fetchPlaceDetails(placeId),
  });
}

import { apiGet } from '@portal/shared-utils';

/** One suggestion of the address autocomplete (the maps service's shape). */
export interface PlacePrediction {
  description: string;
  place_id: string;
}

export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface PlaceDetails {
  address_components: AddressComponent[];
  formatted_address: string;
}

/** Lookups start at 3 characters with at least one letter (spec 1 §5). */
export function isAddressQuery(input: string): boolean {
  return input.trim().length >= 3 && /\p{L}/u.test(input);
}

/** Address suggestions for the input, restricted to one country (ISO code, e.g. AU). */
export async function autocompleteAddress(
  input: string,
  country: string,
  signal?: AbortSignal,
): Promise<PlacePrediction[]> {
  const { data } = await apiGet<{ status: string; predictions?: PlacePrediction[] }>(
    '/place/autocomplete',
    {
      query: { input, types: 'address', components: `country:${country.toLowerCase()}` },
      signal,
    },
  );
  return data.status === 'OK' ? (data.predictions ?? []) : [];
}

/** The components and formatted address of a suggestion. */
export async function placeDetails(placeId: string): Promise<PlaceDetails | null> {
  const { data } = await apiGet<{ status: string; result?: PlaceDetails }>('/place/details', {
    query: { place_id: placeId, fields: 'address_components,formatted_address' },
  });
  return data.status === 'OK' && data.result ? data.result : null;
}

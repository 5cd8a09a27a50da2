import { apiGet } from '@portal/shared-utils';
import { queryOptions } from '@tanstack/react-query';

/** One suggestion of the address autocomplete (the maps service's shape). */
export interface PlacePrediction {
  description: string;
  place_id: string;
}

/** Lookups start at 3 characters with at least one letter (spec 1 §5). */
export function isAddressQuery(input: string): boolean {
  return input.trim().length >= 3 && /\p{L}/u.test(input);
}

/** GET /place/autocomplete: address suggestions for the input in one country (ISO code, e.g. AU). */
export async function fetchPlaceAutocomplete(
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

/** The suggestions for one input and country as a query. */
export function placeAutocompleteQuery(input: string, country: string) {
  return queryOptions({
    queryKey: ['place', 'autocomplete', input, country] as const,
    queryFn: ({ signal }) => fetchPlaceAutocomplete(input, country, signal),
  });
}

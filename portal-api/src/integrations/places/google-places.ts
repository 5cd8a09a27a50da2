import { isRecord } from '../../is-record';
import type { AutocompleteResult, PlaceDetails } from '@portal/contract';
import type { Places } from './places';

const BASE_URL = 'https://maps.googleapis.com/maps/api/place';

async function getJson(
  fetchImpl: typeof fetch,
  path: string,
  params: Record<string, string>,
): Promise<Record<string, unknown>> {
  const response = await fetchImpl(`${BASE_URL}/${path}?${new URLSearchParams(params)}`, {
    signal: AbortSignal.timeout(5000),
  });
  const body: unknown = await response.json();
  if (!response.ok || !isRecord(body)) throw new Error(`Places answered ${response.status}`);
  return body;
}

/** Google Places (the maps service the sandbox imitates); its answers pass through unchanged. */
export function createGooglePlaces(apiKey: string, fetchImpl: typeof fetch = fetch): Places {
  return {
    async autocomplete({ input, countries }) {
      const body = await getJson(fetchImpl, 'autocomplete/json', {
        input,
        types: 'address',
        key: apiKey,
        ...(countries.length > 0
          ? { components: countries.map((code) => `country:${code}`).join('|') }
          : {}),
      });
      if (body.status === 'ZERO_RESULTS') return { status: 'ZERO_RESULTS', predictions: [] };
      if (body.status !== 'OK') throw new Error(`Places autocomplete: ${String(body.status)}`);
      return { status: 'OK', predictions: body.predictions } as AutocompleteResult;
    },
    async details(placeId) {
      const body = await getJson(fetchImpl, 'details/json', {
        place_id: placeId,
        fields: 'address_components,formatted_address',
        key: apiKey,
      });
      if (body.status === 'NOT_FOUND' || body.status === 'INVALID_REQUEST') return null;
      if (body.status !== 'OK') throw new Error(`Places details: ${String(body.status)}`);
      return body.result as PlaceDetails;
    },
  };
}

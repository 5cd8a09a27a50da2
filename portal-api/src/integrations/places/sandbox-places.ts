import type { AddressComponent, PlaceDetails, PlacePrediction } from '@portal/contract';
import type { Places } from './places';
import { SAMPLE_ADDRESSES, type SampleAddress } from './sample-addresses';

const MAX_PREDICTIONS = 5;
const PLACE_ID_PREFIX = 'sandbox_';

const COUNTRY_NAMES = { AU: 'Australia', NZ: 'New Zealand', US: 'United States' } as const;
const COUNTRY_SUFFIX = { AU: 'Australia', NZ: 'New Zealand', US: 'USA' } as const;

function streetLine(a: SampleAddress, typeForm: 0 | 1): string {
  const street = `${a.street} ${a.type[typeForm]}`;
  if (a.country === 'US') return `${a.number} ${street}${a.unit ? ` #${a.unit}` : ''}`;
  return `${a.unit ? `${a.unit}/` : ''}${a.number} ${street}`;
}

/** How the maps service writes the place: '12 George St, Sydney NSW 2000, Australia'. */
function formattedAddress(a: SampleAddress): string {
  const locality =
    a.country === 'US'
      ? `${a.city}, ${a.state[1]} ${a.postcode}`
      : a.country === 'NZ'
        ? `${a.city} ${a.postcode}`
        : `${a.city} ${a.state[1]} ${a.postcode}`;
  return `${streetLine(a, 1)}, ${locality}, ${COUNTRY_SUFFIX[a.country]}`;
}

function secondaryText(a: SampleAddress): string {
  const area = a.country === 'NZ' ? a.city : `${a.city} ${a.state[1]}`;
  return `${area}, ${COUNTRY_SUFFIX[a.country]}`;
}

function prediction(a: SampleAddress): PlacePrediction {
  const main = streetLine(a, 0);
  return {
    description: `${main}, ${secondaryText(a)}`,
    place_id: PLACE_ID_PREFIX + a.id,
    structured_formatting: { main_text: main, secondary_text: secondaryText(a) },
    types: [a.unit ? 'subpremise' : 'street_address'],
  };
}

function component(long: string, short: string, ...types: string[]): AddressComponent {
  return { long_name: long, short_name: short, types };
}

function addressComponents(a: SampleAddress): AddressComponent[] {
  return [
    ...(a.unit ? [component(a.unit, a.unit, 'subpremise')] : []),
    component(a.number, a.number, 'street_number'),
    component(`${a.street} ${a.type[0]}`, `${a.street} ${a.type[1]}`, 'route'),
    component(a.city, a.city, 'locality', 'political'),
    component(a.state[0], a.state[1], 'administrative_area_level_1', 'political'),
    component(COUNTRY_NAMES[a.country], a.country, 'country', 'political'),
    component(a.postcode, a.postcode, 'postal_code'),
  ];
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Every word typed starts a word of the address (in its long or short form). */
function matches(a: SampleAddress, typed: string[]): boolean {
  const haystack = words(
    [prediction(a).description, formattedAddress(a), a.state[0], a.type[0], a.postcode].join(' '),
  );
  return typed.every((word) => haystack.some((candidate) => candidate.startsWith(word)));
}

/** Answers from the bundled sample of addresses, in the maps service's shapes; works offline. */
export const sandboxPlaces: Places = {
  async autocomplete({ input, countries }) {
    const typed = words(input);
    const wanted = countries.map((code) => code.toUpperCase());
    const predictions = SAMPLE_ADDRESSES.filter(
      (a) => (wanted.length === 0 || wanted.includes(a.country)) && matches(a, typed),
    )
      .slice(0, MAX_PREDICTIONS)
      .map(prediction);
    return { status: predictions.length > 0 ? 'OK' : 'ZERO_RESULTS', predictions };
  },
  async details(placeId): Promise<PlaceDetails | null> {
    const a = SAMPLE_ADDRESSES.find((address) => PLACE_ID_PREFIX + address.id === placeId);
    if (!a) return null;
    return { address_components: addressComponents(a), formatted_address: formattedAddress(a) };
  },
};

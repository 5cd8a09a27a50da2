import type { AddressParts } from '../signupValues';
import type { PlaceDetails } from './placeDetails';
import { STREET_TYPES } from './streetTypes';

/** A postal address in the fields the API keeps (spec 1 §3 Address autocomplete). */
export interface PostalAddress extends AddressParts {
  country: string;
  formatted_address: string;
}

const streetTypeByName = new Map(STREET_TYPES.map((type) => [type.toLowerCase(), type]));

/** 'George Street' -> name 'George', type 'Street'; a route without a known type keeps its name. */
function splitRoute(route: string): { street_name: string; street_type: string } {
  const words = route.trim().split(/\s+/);
  const type =
    words.length > 1 ? streetTypeByName.get(words[words.length - 1].toLowerCase()) : undefined;
  return type
    ? { street_name: words.slice(0, -1).join(' '), street_type: type }
    : { street_name: route.trim(), street_type: '' };
}

/** Maps the maps service's address components to the address fields. */
export function addressFromPlace(place: PlaceDetails): PostalAddress {
  const find = (type: string) =>
    place.address_components.find((component) => component.types.includes(type));
  const long = (type: string) => find(type)?.long_name ?? '';
  const short = (type: string) => find(type)?.short_name ?? '';
  return {
    unit_number: long('subpremise'),
    street_number: long('street_number'),
    ...splitRoute(long('route')),
    city: long('locality') || long('postal_town') || long('sublocality'),
    // New Zealand regions go by name; Australian and US states by their code.
    state:
      short('country') === 'NZ'
        ? long('administrative_area_level_1')
        : short('administrative_area_level_1'),
    postcode: long('postal_code'),
    country: short('country'),
    formatted_address: place.formatted_address,
  };
}

import { Type, type Static } from 'typebox';
import { StringEnum } from '../common/keywords.js';
import { replies } from '../common/replies.js';

/**
 * The maps service's shapes (Google Places), which the API passes through unchanged: the fields
 * the forms read, and whatever else the service sends.
 */
const PassThrough = { additionalProperties: true } as const;

export const AddressComponent = Type.Object(
  { long_name: Type.String(), short_name: Type.String(), types: Type.Array(Type.String()) },
  PassThrough,
);
export type AddressComponent = Static<typeof AddressComponent>;

export const PlacePrediction = Type.Object(
  {
    description: Type.String(),
    place_id: Type.String(),
    structured_formatting: Type.Object(
      { main_text: Type.String(), secondary_text: Type.String() },
      PassThrough,
    ),
    types: Type.Array(Type.String()),
  },
  PassThrough,
);
export type PlacePrediction = Static<typeof PlacePrediction>;

export const AutocompleteResult = Type.Object({
  status: Type.Union([Type.Literal('OK'), Type.Literal('ZERO_RESULTS')]),
  predictions: Type.Array(PlacePrediction),
});
export type AutocompleteResult = Static<typeof AutocompleteResult>;

export const PlaceDetails = Type.Object(
  { address_components: Type.Array(AddressComponent), formatted_address: Type.String() },
  PassThrough,
);
export type PlaceDetails = Static<typeof PlaceDetails>;

const COUNTRY_FILTER = '^country:[A-Za-z]{2}(\\|country:[A-Za-z]{2}){0,4}$';

/** GET /place/autocomplete?input&types=address&components=country:AU */
export const AutocompleteQuery = Type.Object({
  input: Type.String({ title: 'Input', minLength: 1, maxLength: 200 }),
  types: Type.Optional(StringEnum(['address'], 'Types')),
  components: Type.Optional(Type.String({ title: 'Components', pattern: COUNTRY_FILTER })),
});
export type AutocompleteQuery = Static<typeof AutocompleteQuery>;

/** GET /place/details?place_id&fields=address_components,formatted_address */
export const PlaceDetailsQuery = Type.Object({
  place_id: Type.String({ title: 'Place id', minLength: 1, maxLength: 300 }),
  fields: Type.Optional(Type.String({ title: 'Fields', maxLength: 200 })),
});
export type PlaceDetailsQuery = Static<typeof PlaceDetailsQuery>;

export const PlaceDetailsResponse = Type.Object({
  status: Type.Literal('OK'),
  result: PlaceDetails,
});
export type PlaceDetailsResponse = Static<typeof PlaceDetailsResponse>;

export const autocompleteRoute = {
  querystring: AutocompleteQuery,
  response: replies(AutocompleteResult),
};
export const placeDetailsRoute = {
  querystring: PlaceDetailsQuery,
  response: replies(PlaceDetailsResponse),
};

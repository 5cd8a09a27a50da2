/** The maps service's shapes (Google Places): what the address lookup of the forms reads. */
export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface PlacePrediction {
  description: string;
  place_id: string;
  structured_formatting: { main_text: string; secondary_text: string };
  types: string[];
}

export interface AutocompleteResult {
  status: 'OK' | 'ZERO_RESULTS';
  predictions: PlacePrediction[];
}

export interface PlaceDetails {
  address_components: AddressComponent[];
  formatted_address: string;
}

export interface AutocompleteQuery {
  input: string;
  /** ISO 3166 codes the results are restricted to (lower or upper case); all when empty. */
  countries: string[];
}

/** Address suggestions and their details. */
export interface Places {
  autocomplete(query: AutocompleteQuery): Promise<AutocompleteResult>;
  /** null when there is no such place. */
  details(placeId: string): Promise<PlaceDetails | null>;
}

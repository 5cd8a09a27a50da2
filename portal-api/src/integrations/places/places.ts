import type { AutocompleteResult, PlaceDetails } from '@portal/contract';

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

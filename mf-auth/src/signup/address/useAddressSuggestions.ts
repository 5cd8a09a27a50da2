import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../forms/useDebouncedValue';
import { isAddressQuery, placeAutocompleteQuery, type PlacePrediction } from './placeAutocomplete';

/** The sign-up address lookup waits 500 ms after the last keystroke (spec 1 §5). */
export const ADDRESS_LOOKUP_DEBOUNCE_MS = 500;

interface Suggestions {
  predictions: PlacePrediction[];
  /** idle: nothing to look up; done: the predictions answer what was typed (none if it failed). */
  status: 'idle' | 'searching' | 'done';
}

/**
 * Address suggestions for what the player typed, restricted to the country; looked up 500 ms after
 * the last keystroke, only for 3 or more characters with a letter, and only while `active`.
 */
export function useAddressSuggestions(
  query: string,
  country: string,
  active: boolean,
): Suggestions {
  const debounced = useDebouncedValue(query, ADDRESS_LOOKUP_DEBOUNCE_MS);
  const wanted = active && isAddressQuery(debounced);
  const { data, status } = useQuery({
    ...placeAutocompleteQuery(debounced, country),
    enabled: wanted,
  });

  if (!wanted) return { predictions: [], status: 'idle' };
  if (status === 'pending') return { predictions: [], status: 'searching' };
  return { predictions: data ?? [], status: 'done' };
}

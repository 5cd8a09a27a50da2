import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../forms/useDebouncedValue';
import { autocompleteAddress, isAddressQuery, type PlacePrediction } from './placeApi';

/** The sign-up address lookup waits 500 ms after the last keystroke (spec 1 §5). */
export const ADDRESS_LOOKUP_DEBOUNCE_MS = 500;

interface Suggestions {
  predictions: PlacePrediction[];
  /** idle: nothing to look up; done: the predictions answer what was typed. */
  status: 'idle' | 'searching' | 'done';
}

interface Answer {
  query: string;
  predictions: PlacePrediction[];
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
  const [answer, setAnswer] = useState<Answer | null>(null);
  const wanted = active && isAddressQuery(debounced);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    autocompleteAddress(debounced, country, controller.signal)
      .catch(() => [])
      .then((predictions) => {
        if (!controller.signal.aborted) setAnswer({ query: debounced, predictions });
      });
    return () => controller.abort();
  }, [wanted, debounced, country]);

  if (!wanted) return { predictions: [], status: 'idle' };
  if (answer?.query !== debounced) return { predictions: [], status: 'searching' };
  return { predictions: answer.predictions, status: 'done' };
}

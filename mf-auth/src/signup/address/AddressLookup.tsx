import { TextField } from '@portal/shared-utils';
import { fieldError } from '@portal/shared-utils/forms';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { useField } from 'react-final-form';
import { messages } from '../../messages';
import styles from '../Signup.module.css';
import { addressFromPlace, type PostalAddress } from './addressFromPlace';
import type { PlacePrediction } from './placeAutocomplete';
import { placeDetailsQuery } from './placeDetails';
import { useAddressSuggestions } from './useAddressSuggestions';

const text = messages.signup;

interface AddressLookupProps {
  /** The country lookups are restricted to (the region's). */
  country: string;
  onChoose: (address: PostalAddress) => void;
}

/**
 * The address lookup: a combobox whose suggestions come from the maps service. The form field
 * `address` holds the chosen suggestion; typing again clears it until another is chosen.
 */
export function AddressLookup({ country, onChoose }: AddressLookupProps) {
  const queryClient = useQueryClient();
  const { input, meta } = useField<string>('address');
  const [query, setQuery] = useState(input.value ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { predictions, status } = useAddressSuggestions(query, country, open);
  const listId = useId();
  const expanded = open && predictions.length > 0;
  const statusText =
    open && status === 'searching'
      ? text.addressSearching
      : open && status === 'done' && predictions.length === 0
        ? text.addressNoMatch
        : '';

  const choose = async (prediction: PlacePrediction) => {
    setOpen(false);
    setQuery(prediction.description);
    const details = await queryClient
      .fetchQuery(placeDetailsQuery(prediction.place_id))
      .catch(() => null);
    if (!details) return;
    const address = addressFromPlace(details);
    setQuery(address.formatted_address || prediction.description);
    onChoose(address);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + predictions.length) % predictions.length);
    } else if (event.key === 'Enter' && predictions[active]) {
      event.preventDefault();
      void choose(predictions[active]);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className={styles.lookup}>
      <TextField
        name="address"
        label={text.address}
        placeholder={text.addressLookup}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
          if (input.value) input.onChange('');
        }}
        onKeyDown={onKeyDown}
        onFocus={input.onFocus}
        onBlur={(event) => {
          input.onBlur(event);
          setOpen(false);
        }}
        error={fieldError(meta)}
      />
      <div role="status" className={styles.lookupStatus}>
        {statusText}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={text.addressSuggestions}
        className={styles.suggestions}
        hidden={!expanded}
      >
        {predictions.map((prediction, index) => (
          <li
            key={prediction.place_id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.suggestion}
            onMouseDown={(event) => {
              event.preventDefault();
              void choose(prediction);
            }}
          >
            {prediction.description}
          </li>
        ))}
      </ul>
    </div>
  );
}

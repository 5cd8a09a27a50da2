import type { DepositMethodEntry } from '@portal/contract';
import { Button } from '@portal/shared-utils';
import { fieldError } from '@portal/shared-utils/forms';
import { useField } from 'react-final-form';
import { messages } from '../../messages';
import { CardIcon } from '../methods/CardIcon';
import { BlockMethodButton } from '../methods/BlockMethodButton';
import {
  entryKey,
  entryName,
  isBlockable,
  isUsable,
  unusableReason,
} from '../methods/depositMethods';
import styles from './SavedMethods.module.css';

const text = messages.deposit.home;

export interface SavedMethodsProps {
  entries: DepositMethodEntry[];
  onAdd: () => void;
  onRemove: (entry: DepositMethodEntry) => void;
}

/**
 * The player's saved deposit methods as the form field `method`, each removable and (a card, PayID
 * or cash) blockable, and Add.
 */
export function SavedMethods({ entries, onAdd, onRemove }: SavedMethodsProps) {
  const { meta } = useField<string>('method', {
    subscription: {
      error: true,
      touched: true,
      submitFailed: true,
      submitError: true,
      dirtySinceLastSubmit: true,
      modified: true,
    },
  });
  const error = fieldError(meta);
  return (
    <fieldset
      className={styles.methods}
      aria-describedby={error ? 'deposit-method-error' : undefined}
    >
      <legend className={styles.legend}>{text.savedMethods}</legend>
      {entries.length === 0 && <p className={styles.empty}>{text.noMethods}</p>}
      <ul className={styles.list}>
        {entries.map((entry) => (
          <SavedMethod key={entryKey(entry)} entry={entry} onRemove={onRemove} />
        ))}
      </ul>
      {error && (
        <p id="deposit-method-error" role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <Button variant="secondary" onClick={onAdd}>
        {text.addMethod}
      </Button>
    </fieldset>
  );
}

function SavedMethod({
  entry,
  onRemove,
}: {
  entry: DepositMethodEntry;
  onRemove: (entry: DepositMethodEntry) => void;
}) {
  const key = entryKey(entry);
  const { input } = useField<string>('method', { type: 'radio', value: key });
  const id = `deposit-method-${key}`;
  const name = entryName(entry);
  const usable = isUsable(entry);
  const reasonId = `${id}-reason`;
  // A refused card or a blocked method stays focusable (aria-disabled, not disabled) so a screen
  // reader reaches it and its reason; the field ignores it, so it is never chosen.
  const refused = usable
    ? {}
    : { 'aria-disabled': true, 'aria-describedby': reasonId, onChange: () => undefined };
  return (
    <li className={usable ? styles.method : styles.refusedMethod}>
      <input {...input} {...refused} id={id} />
      <label htmlFor={id} className={styles.label}>
        {entry.card && <CardIcon label={entry.card.label} />}
        <span className={styles.name}>{name}</span>
      </label>
      <span className={styles.actions}>
        {isBlockable(entry) && <BlockMethodButton entry={entry} name={name} />}
        <Button variant="link" aria-label={text.remove(name)} onClick={() => onRemove(entry)}>
          ✕
        </Button>
      </span>
      {!usable && (
        <p id={reasonId} className={styles.reason}>
          {unusableReason(entry)}
        </p>
      )}
    </li>
  );
}

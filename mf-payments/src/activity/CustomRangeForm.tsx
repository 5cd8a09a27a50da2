import { Button, TextField } from '@portal/shared-utils';
import { useState, type FormEvent } from 'react';
import { messages } from '../messages';
import type { Day } from '../transactions/dayRange';
import { customRangeErrors, type RangeErrors } from './customRange';
import styles from '../transactions/DateRange.module.css';

const text = messages.activity.period;

/**
 * From and To of a custom range and Show activity: a range the API would refuse is not asked for,
 * its message shows at the field; `serverErrors` are the API's own, at the field it named.
 */
export function CustomRangeForm({
  initial,
  today,
  serverErrors,
  onApply,
}: {
  initial: { from: Day; to: Day };
  today: Day;
  serverErrors: RangeErrors;
  onApply: (range: { from: Day; to: Day }) => void;
}) {
  const [range, setRange] = useState(initial);
  const [errors, setErrors] = useState<RangeErrors | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeErrors(range.from, range.to, today);
    setErrors(found);
    if (!found.from && !found.to) onApply(range);
  };
  const shown = errors?.from || errors?.to ? errors : serverErrors;
  return (
    <form className={styles.row} onSubmit={submit} noValidate>
      <div className={styles.dates}>
        <TextField
          type="date"
          label={text.from}
          value={range.from}
          max={today}
          error={shown.from}
          onChange={(event) => setRange({ ...range, from: event.currentTarget.value })}
        />
        <TextField
          type="date"
          label={text.to}
          value={range.to}
          max={today}
          error={shown.to}
          onChange={(event) => setRange({ ...range, to: event.currentTarget.value })}
        />
      </div>
      <Button type="submit" variant="secondary">
        {text.show}
      </Button>
    </form>
  );
}

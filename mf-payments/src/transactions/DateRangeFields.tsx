import { TextField } from '@portal/shared-utils';
import { messages } from '../messages';
import type { Day } from './dayRange';
import styles from './DateRange.module.css';

const text = messages.transactions;

/**
 * FROM (latest: the TO date) and TO (earliest: FROM, latest: today), spec 2 §2. A date outside its
 * limits, or cleared, is not taken.
 */
export function DateRangeFields({
  from,
  to,
  today,
  onChange,
}: {
  from: Day;
  to: Day;
  today: Day;
  onChange: (range: { from: Day; to: Day }) => void;
}) {
  return (
    <div className={styles.dates}>
      <TextField
        type="date"
        label={text.from}
        value={from}
        max={to}
        onChange={(event) => {
          const day = event.currentTarget.value;
          if (day && day <= to) onChange({ from: day, to });
        }}
      />
      <TextField
        type="date"
        label={text.to}
        value={to}
        min={from}
        max={today}
        onChange={(event) => {
          const day = event.currentTarget.value;
          if (day && day >= from && day <= today) onChange({ from, to: day });
        }}
      />
    </div>
  );
}

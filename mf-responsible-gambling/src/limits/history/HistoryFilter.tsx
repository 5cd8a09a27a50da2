import { Button } from '@portal/shared-utils';
import { FormDateField, SchemaForm, type FormValues } from '@portal/shared-utils/forms';
import { useMemo } from 'react';
import { messages } from '../../messages';
import styles from './LimitsHistory.module.css';
import { historySchema } from './historySchema';

const text = messages.history;
const EARLIEST_YEAR = 2000;

interface RangeValues extends FormValues {
  from: string;
  to: string;
}

export interface HistoryFilterProps {
  onSearch: (range: { from: string; to: string }) => void;
}

/** From and to dates for the history, each optional (spec 2 §5 Limits history). */
export function HistoryFilter({ onSearch }: HistoryFilterProps) {
  const schema = useMemo(() => historySchema(), []);
  // Next year can be typed, so a date in the future gets its message rather than being swallowed.
  const years = useMemo(
    () => ({ earliest: EARLIEST_YEAR, latest: new Date().getFullYear() + 1 }),
    [],
  );
  return (
    <SchemaForm<RangeValues>
      schema={schema}
      initialValues={{ from: '', to: '' }}
      label={text.filterLabel}
      className={styles.filter}
      onSubmit={async ({ from, to }) => onSearch({ from: from ?? '', to: to ?? '' })}
    >
      {() => (
        <>
          <FormDateField name="from" label={text.from} years={years} />
          <FormDateField name="to" label={text.to} years={years} />
          <Button type="submit" className={styles.search}>
            {text.search}
          </Button>
        </>
      )}
    </SchemaForm>
  );
}

import type { ActivityPeriod, ActivityQuery } from '@portal/contract';
import { RadioGroup } from '@portal/shared-utils';
import { useState } from 'react';
import { messages } from '../messages';
import type { Day } from '../transactions/dayRange';
import { CustomRangeForm } from './CustomRangeForm';
import type { RangeErrors } from './customRange';
import { usePlayerToday } from './usePlayerToday';
import styles from './Activity.module.css';

const text = messages.activity.period;
const CHOICES: Record<ActivityPeriod, string> = text.choices;
const OPTIONS = (Object.keys(CHOICES) as ActivityPeriod[]).map((value) => ({
  value,
  label: CHOICES[value],
}));

/**
 * This month, Last month, This year or Custom range: a named period is asked for at once, a custom
 * range once its From and To pass the API's rules (starting from the days last shown).
 */
export function PeriodPicker({
  query,
  shown,
  serverErrors,
  onChange,
}: {
  query: ActivityQuery;
  /** The days of the statement on screen, if one is. */
  shown: { from: Day; to: Day } | undefined;
  serverErrors: RangeErrors;
  onChange: (query: ActivityQuery) => void;
}) {
  const today = usePlayerToday();
  const [choice, setChoice] = useState<ActivityPeriod>(query.period ?? 'this-month');
  return (
    <div className={styles.period}>
      <RadioGroup
        name="activity-period"
        legend={text.legend}
        options={OPTIONS}
        value={choice}
        onChange={(value) => {
          const period = value as ActivityPeriod;
          setChoice(period);
          if (period !== 'custom') onChange({ period });
        }}
      />
      {choice === 'custom' && (
        <CustomRangeForm
          initial={shown ? { from: shown.from, to: shown.to } : { from: today, to: today }}
          today={today}
          serverErrors={serverErrors}
          onApply={(range) => onChange({ period: 'custom', ...range })}
        />
      )}
    </div>
  );
}

import { FormTextField } from '@portal/shared-utils/forms';
import { messages } from '../messages';
import styles from './LimitPanel.module.css';

const text = messages.limits;

/** The time limit's amount: hours and minutes per day, side by side under one legend. */
export function TimeFields() {
  return (
    <fieldset className={styles.time}>
      <legend>{text.timeFields}</legend>
      <div className={styles.timeFields}>
        <FormTextField name="hours" label={text.hours} inputMode="numeric" autoComplete="off" />
        <FormTextField name="minutes" label={text.minutes} inputMode="numeric" autoComplete="off" />
      </div>
    </fieldset>
  );
}

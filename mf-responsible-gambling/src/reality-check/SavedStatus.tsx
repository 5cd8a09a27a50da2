import { useFormState } from 'react-final-form';
import { messages } from '../messages';
import styles from './RealityCheckSection.module.css';

/**
 * The live status of the last save: it says what was saved while that is still the choice, and
 * empties when the player picks another (not saved yet). The element stays in the page so screen
 * readers announce its text when it appears.
 */
export function SavedStatus({ saved }: { saved: number | undefined }) {
  const { values } = useFormState<{ interval_minutes: string }>({
    subscription: { values: true },
  });
  const showing = saved !== undefined && values.interval_minutes === String(saved);
  return (
    <p role="status" className={styles.status}>
      {showing ? messages.realityCheck.saved(saved) : ''}
    </p>
  );
}

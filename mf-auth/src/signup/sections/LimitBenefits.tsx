import { Button, messages as shared } from '@portal/shared-utils';
import { useId } from 'react';
import { messages } from '../../messages';
import styles from '../Signup.module.css';

const text = messages.signup;
/** The contract's three benefits, shown again when the player is asked once a year. */
const benefits = shared.depositLimitBenefits;

/**
 * Shown while the player declines a deposit limit: what a limit does for them, and a way to set one
 * after all. Going on without a limit stays open.
 */
export function LimitBenefits({ onSetLimit }: { onSetLimit: () => void }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.benefits}>
      <h4 id={titleId} className={styles.benefitsTitle}>
        {benefits.title}
      </h4>
      <ul className={styles.benefitList}>
        {benefits.items.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onSetLimit}>
        {text.chooseLimit}
      </Button>
    </section>
  );
}

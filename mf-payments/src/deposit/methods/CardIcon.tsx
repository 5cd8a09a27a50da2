import { cardBrand } from './cardBrand';
import styles from './CardIcon.module.css';

const NAMES = { visa: 'Visa', mastercard: 'Mastercard' } as const;

/** The brand mark of a saved card, named for screen readers; nothing for an unknown brand. */
export function CardIcon({ label }: { label: string }) {
  const brand = cardBrand(label);
  if (!brand) return null;
  return (
    <span role="img" aria-label={NAMES[brand]} className={`${styles.icon} ${styles[brand]}`}>
      {brand === 'visa' ? 'VISA' : 'MC'}
    </span>
  );
}

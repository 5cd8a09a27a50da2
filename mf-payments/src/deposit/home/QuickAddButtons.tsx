import { Button, toCents } from '@portal/shared-utils';
import { useForm } from 'react-final-form';
import { messages } from '../../messages';
import styles from './QuickAddButtons.module.css';

const text = messages.deposit.home;

/** AU/NZ quick-add amounts in dollars (spec 2 §5). */
export const AU_QUICK_ADD = [10, 25, 50, 100, 500] as const;

/** The amount text plus some dollars, with two decimals; an amount that is no number counts as 0. */
export function addDollars(amount: string, dollars: number): string {
  const cents = toCents(amount || '0');
  return ((Number.isNaN(cents) ? 0 : cents) / 100 + dollars).toFixed(2);
}

/** Buttons that add dollars to the form field `name` (two decimals). */
export function QuickAddButtons({
  amounts,
  name = 'amount',
}: {
  amounts: readonly number[];
  name?: string;
}) {
  const form = useForm();
  return (
    <div role="group" aria-label={text.quickAddGroup} className={styles.buttons}>
      {amounts.map((dollars) => (
        <Button
          key={dollars}
          variant="secondary"
          aria-label={text.quickAddLabel(dollars)}
          onClick={() => {
            const current = form.getFieldState(name)?.value;
            form.change(name, addDollars(typeof current === 'string' ? current : '', dollars));
          }}
        >
          {text.quickAdd(dollars)}
        </Button>
      ))}
    </div>
  );
}

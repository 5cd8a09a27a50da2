import { Button } from '@portal/shared-utils';
import { useForm } from 'react-final-form';
import { messages } from '../../messages';
import { addCapped, dollarsText, US_WITHDRAW_QUICK_ADD } from './usAmountRules';
import styles from './UsWithdraw.module.css';

const text = messages.withdraw.us;

/** +$20, +$50, +$100, +$250 (capped at the available balance) and Max (all of it). */
export function UsQuickAmounts({ availableCents }: { availableCents: number }) {
  const form = useForm();
  const current = () => {
    const value = form.getFieldState('amount')?.value;
    return typeof value === 'string' ? value : '';
  };
  return (
    <div role="group" aria-label={text.quickAddGroup} className={styles.buttons}>
      {US_WITHDRAW_QUICK_ADD.map((dollars) => (
        <Button
          key={dollars}
          variant="secondary"
          aria-label={text.quickAddLabel(dollars)}
          onClick={() => form.change('amount', addCapped(current(), dollars, availableCents))}
        >
          {text.quickAdd(dollars)}
        </Button>
      ))}
      <Button
        variant="secondary"
        aria-label={text.maxLabel}
        onClick={() => form.change('amount', dollarsText(availableCents))}
      >
        {text.max}
      </Button>
    </div>
  );
}

import { FormMoneyField } from '@portal/shared-utils/forms';
import { formatMoney } from '@portal/shared-utils';
import { messages } from '../../messages';
import type { AmountBounds } from './depositAmountRules';
import { AU_QUICK_ADD, QuickAddButtons } from './QuickAddButtons';
import styles from './DepositHome.module.css';

const text = messages.deposit.home;

/** A deposit's amount field: its minimum and maximum under it, and the quick-add buttons. */
export function DepositAmountField({ bounds }: { bounds: AmountBounds }) {
  return (
    <div className={styles.amount}>
      <FormMoneyField
        name="amount"
        label={text.amount}
        hint={
          <span className={styles.bounds}>
            <span>{text.minimumHint(formatMoney(bounds.min))}</span>
            <span>{text.maximumHint(formatMoney(bounds.max))}</span>
          </span>
        }
      />
      <QuickAddButtons amounts={AU_QUICK_ADD} />
    </div>
  );
}

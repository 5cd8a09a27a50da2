import { Button, Loader, formatMoney } from '@portal/shared-utils';
import { FormBanner } from '@portal/shared-utils/forms';
import { messages } from '../../messages';
import type { PaymentDraft } from '../navigation/depositPages';
import type { DepositResult } from './depositResult';
import { useCardForm } from './useCardForm';
import styles from './CardPayment.module.css';

const text = messages.deposit.card;

export interface CardPaymentProps {
  draft: PaymentDraft;
  onResult: (result: DepositResult) => void;
  submitLabel?: string;
}

/**
 * The amount, the provider's card form and Deposit, with the form's loading and error states; while
 * the bank's 3-D Secure page waits for the player, the button says so instead of spinning.
 */
export function CardPayment({ draft, onResult, submitLabel = text.submit }: CardPaymentProps) {
  const { container, status, error, submit } = useCardForm(draft, onResult);
  const busy = status === 'submitting' || status === 'settling';
  const challenged = status === 'challenge';
  return (
    <div className={styles.payment}>
      <p className={styles.amount}>{text.paying(formatMoney(draft.amount))}</p>
      {(status === 'opening' || status === 'loading') && !error && <Loader label={text.loading} />}
      <div ref={container} className={styles.form} />
      {status === 'settling' && <Loader label={text.processing} />}
      <Button fullWidth loading={busy} disabled={status !== 'ready' && !busy} onClick={submit}>
        {challenged ? text.awaitingBank : submitLabel}
      </Button>
      <FormBanner message={error} />
    </div>
  );
}

import { notifySuccess, refreshUser, toCents } from '@portal/shared-utils';
import {
  FormMoneyField,
  GuardedSubmit,
  SchemaForm,
  submissionErrors,
} from '@portal/shared-utils/forms';
import { messages } from '../../messages';
import { useCreateWithdrawal } from '../pending/withdrawalsApi';
import { DEFAULT_WITHDRAWAL, meetsMinimum, withdrawAmountSchema } from './withdrawAmountSchema';
import styles from './BankAccount.module.css';

const text = messages.withdraw.amount;

interface AmountValues extends Record<string, unknown> {
  amount: string;
}

/**
 * The withdrawal amount (spec 2 §5): default $10, cents to the hundredth, Withdraw disabled below
 * $10. The server's field errors show on the form; a request received refreshes the
 * balances and the pending withdrawals.
 */
export function WithdrawAmountForm({ bankAccountId }: { bankAccountId: number }) {
  const withdrawal = useCreateWithdrawal();
  return (
    <section className={styles.section} aria-labelledby="withdraw-amount-heading">
      <h2 id="withdraw-amount-heading" className={styles.heading}>
        {text.legend}
      </h2>
      <SchemaForm<AmountValues>
        schema={withdrawAmountSchema}
        initialValues={{ amount: DEFAULT_WITHDRAWAL }}
        label={text.legend}
        onSubmit={async (values) => {
          try {
            await withdrawal.mutateAsync({ amount: toCents(values.amount), bankAccountId });
            notifySuccess(messages.withdraw.title, text.received);
            await refreshUser();
            return undefined;
          } catch (error) {
            return submissionErrors(error, ['amount']);
          }
        }}
      >
        {() => (
          <>
            <FormMoneyField name="amount" label={text.label} hint={text.hint} />
            <GuardedSubmit<AmountValues>
              label={text.submit}
              allowed={(values) => meetsMinimum(values.amount)}
            />
          </>
        )}
      </SchemaForm>
      <p className={styles.note}>{text.note}</p>
    </section>
  );
}

import { toCents } from '@portal/shared-utils';
import { FormActions, SchemaForm } from '@portal/shared-utils/forms';
import { useMemo, useState } from 'react';
import { object } from 'yup';
import { messages } from '../../messages';
import { amountBounds, depositAmountError } from '../home/depositAmountRules';
import { DepositAmountField } from '../home/DepositAmountField';
import { depositAmountField } from '../home/homeSchema';
import type { DepositMeta } from '../methods/depositMethods';
import type { CardChoice, PaymentDraft } from '../navigation/depositPages';
import { CardPayment } from './CardPayment';
import type { DepositResult } from './depositResult';
import styles from './CardPayment.module.css';

const text = messages.deposit.card;

/** The card payment of an amount that passes Home's rules (spec 2 §5), or null. */
function draftOf(choice: CardChoice, amount: string, meta: DepositMeta): PaymentDraft | null {
  if (depositAmountError(amount, 'card', meta) !== null) return null;
  return { amount: toCents(amount), promotion: choice.promotion, cardId: choice.cardId };
}

/**
 * A card page's amount: the card form for the amount chosen on Home, or first the amount field with
 * Home's rules when none that passes them was chosen (the page opened from Add a deposit method);
 * nothing is asked of the API until it does.
 */
export function CardAmountStep({
  choice,
  meta,
  onResult,
}: {
  choice: CardChoice;
  meta: DepositMeta;
  onResult: (result: DepositResult) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(choice, choice.amount, meta));
  const schema = useMemo(() => object({ amount: depositAmountField(meta, () => 'card') }), [meta]);
  if (draft) return <CardPayment draft={draft} onResult={onResult} />;
  return (
    <SchemaForm<{ amount: string }>
      schema={schema}
      initialValues={{ amount: choice.amount }}
      label={text.amountLegend}
      className={styles.step}
      onSubmit={async (values) => setDraft(draftOf(choice, values.amount, meta))}
    >
      {({ submitting, submitError }) => (
        <>
          <DepositAmountField bounds={amountBounds(meta, 'card')} />
          <FormActions submitLabel={text.next} submitting={submitting} error={submitError} />
        </>
      )}
    </SchemaForm>
  );
}

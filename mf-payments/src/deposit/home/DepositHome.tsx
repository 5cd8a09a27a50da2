import type { DepositMethodEntry } from '@portal/contract';
import { FormActions, SchemaForm } from '@portal/shared-utils/forms';
import { FORM_ERROR } from 'final-form';
import { useCallback, useMemo, useState } from 'react';
import { FormSpy, useFormState } from 'react-final-form';
import { toCents } from '@portal/shared-utils';
import { messages } from '../../messages';
import { cashCodeErrorText, useGenerateCashCode } from '../cash/cashCode';
import {
  entryKey,
  isUsable,
  methodKind,
  type DepositMeta,
  type MethodKind,
} from '../methods/depositMethods';
import type { DepositPage } from '../navigation/depositPages';
import { chosenPromotion, PromotionChoice } from '../promotions/PromotionChoice';
import type { Promotion } from '../promotions/promotion';
import { amountBounds, canGenerateCashCode, takesAmount } from './depositAmountRules';
import { homeSchema, type HomeValues } from './homeSchema';
import { DepositAmountField } from './DepositAmountField';
import { SavedMethods } from './SavedMethods';
import styles from './DepositHome.module.css';

const text = messages.deposit.home;

export interface DepositHomeProps {
  entries: DepositMethodEntry[];
  meta: DepositMeta;
  promotions: Promotion[];
  values: HomeValues;
  /** Where the form starts: what the player typed before another page opened. */
  onValuesChange: (values: HomeValues) => void;
  onAdd: () => void;
  onRemove: (entry: DepositMethodEntry) => void;
  open: (page: DepositPage) => void;
}

/** Home (spec 2 §2): the saved methods, the first chosen after load, the promotions and the amount. */
export function DepositHome({
  entries,
  meta,
  promotions,
  values,
  onValuesChange,
  onAdd,
  onRemove,
  open,
}: DepositHomeProps) {
  // The form starts from what Home held when it opened; later changes come from the form itself.
  const [initialValues] = useState(values);
  const byKey = useMemo(() => new Map(entries.map((entry) => [entryKey(entry), entry])), [entries]);
  const kindOf = useCallback(
    (key: string): MethodKind | null => {
      const entry = byKey.get(key);
      return entry ? methodKind(entry.deposit_request_type.id) : null;
    },
    [byKey],
  );
  const schema = useMemo(() => homeSchema(meta, kindOf), [meta, kindOf]);
  const cashCode = useGenerateCashCode();

  const submit = async (values: HomeValues) => {
    const entry = byKey.get(values.method);
    if (!entry || !isUsable(entry)) return { method: text.noMethod };
    const promotion = chosenPromotion(promotions, values.promotion);
    const draft = {
      amount: toCents(values.amount || '0'),
      promotion,
      cardId: entry.card?.id ?? null,
    };
    switch (methodKind(entry.deposit_request_type.id)) {
      case 'cash':
        try {
          open({ name: 'cash', code: await cashCode.mutateAsync(draft) });
        } catch (error) {
          return { [FORM_ERROR]: cashCodeErrorText(error) };
        }
        return undefined;
      case 'eft':
        return open({ name: 'eft', draft });
      case 'bpay':
        return open({ name: 'bpay', draft });
      case 'payid':
        return open({ name: 'payid' });
      default:
        return open({
          name: entry.card ? 'card' : 'newCard',
          choice: { amount: values.amount, promotion, cardId: draft.cardId },
        });
    }
  };

  return (
    <SchemaForm<HomeValues>
      schema={schema}
      initialValues={initialValues}
      onSubmit={submit}
      label={text.heading}
      className={styles.form}
    >
      {() => (
        <>
          <FormSpy<HomeValues>
            subscription={{ values: true }}
            onChange={({ values }) => onValuesChange(values)}
          />
          <SavedMethods entries={entries} onAdd={onAdd} onRemove={onRemove} />
          <AmountFields meta={meta} kindOf={kindOf} />
          <PromotionChoice promotions={promotions} />
          <HomeActions kindOf={kindOf} />
        </>
      )}
    </SchemaForm>
  );
}

function AmountFields({
  meta,
  kindOf,
}: {
  meta: DepositMeta;
  kindOf: (key: string) => MethodKind | null;
}) {
  const { values } = useFormState<HomeValues>({ subscription: { values: true } });
  const kind = kindOf(values.method);
  if (!takesAmount(kind)) return null;
  return <DepositAmountField bounds={amountBounds(meta, kind)} />;
}

function HomeActions({ kindOf }: { kindOf: (key: string) => MethodKind | null }) {
  const { values, submitting, submitError } = useFormState<HomeValues>({
    subscription: { values: true, submitting: true, submitError: true },
  });
  const kind = kindOf(values.method);
  if (kind === 'cash') {
    return (
      <FormActionsWithState
        label={text.generate}
        submitting={Boolean(submitting)}
        error={submitError}
        disabled={!canGenerateCashCode(values.amount ?? '')}
      />
    );
  }
  const label = kind === 'card' || kind === null ? text.submit : text.next;
  return <FormActions submitLabel={label} submitting={submitting} error={submitError} />;
}

/** FormActions whose button is disabled (Generate for an amount that cannot be a cash code). */
function FormActionsWithState({
  label,
  submitting,
  error,
  disabled,
}: {
  label: string;
  submitting: boolean;
  error?: string;
  disabled: boolean;
}) {
  return (
    <fieldset disabled={disabled} className={styles.actions}>
      <FormActions submitLabel={label} submitting={submitting} error={error} />
    </fieldset>
  );
}

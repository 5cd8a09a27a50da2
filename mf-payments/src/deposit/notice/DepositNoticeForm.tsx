import { notifySuccess, toCents } from '@portal/shared-utils';
import {
  FormActions,
  FormDateField,
  FormMoneyField,
  SchemaForm,
  submissionErrors,
} from '@portal/shared-utils/forms';
import { useMemo } from 'react';
import { messages } from '../../messages';
import type { DepositMeta } from '../methods/depositMethods';
import type { PaymentDraft } from '../navigation/depositPages';
import { useSendDepositNotice } from './depositNotice';
import { noticeSchema } from './noticeSchema';
import { today } from './today';

const text = messages.deposit.notice;
const FIELDS = ['amount', 'date'];

interface NoticeValues extends Record<string, unknown> {
  amount: string;
  date: string;
}

export interface DepositNoticeFormProps {
  draft: PaymentDraft;
  meta: DepositMeta;
  depositRequestType: number;
  onSent: () => void;
}

/** Tells us about a bank transfer or BPAY payment: amount and date, today by default (spec 2 §4). */
export function DepositNoticeForm({
  draft,
  meta,
  depositRequestType,
  onSent,
}: DepositNoticeFormProps) {
  const schema = useMemo(() => noticeSchema(meta), [meta]);
  const notice = useSendDepositNotice();
  const years = useMemo(() => {
    const year = new Date().getFullYear();
    return { earliest: year - 1, latest: year };
  }, []);
  const initialValues = useMemo(
    () => ({ amount: (draft.amount / 100).toFixed(2), date: today() }),
    [draft.amount],
  );
  return (
    <SchemaForm<NoticeValues>
      schema={schema}
      initialValues={initialValues}
      label={text.legend}
      onSubmit={async (values) => {
        try {
          await notice.mutateAsync({
            date: values.date,
            amount: toCents(values.amount),
            depositRequestType,
            promotion: draft.promotion,
          });
        } catch (error) {
          return submissionErrors(error, FIELDS, '. ');
        }
        notifySuccess(text.received);
        onSent();
      }}
    >
      {({ submitting, submitError }) => (
        <>
          <FormMoneyField name="amount" label={text.amount} />
          <FormDateField name="date" label={text.date} years={years} required />
          <FormActions submitLabel={text.submit} submitting={submitting} error={submitError} />
        </>
      )}
    </SchemaForm>
  );
}

import { object, string } from 'yup';
import { messages } from '../../messages';
import { depositAmountField } from '../home/homeSchema';
import type { DepositMeta } from '../methods/depositMethods';
import { isRealDate } from './realDate';

const text = messages.deposit.notice;
const COMPLETE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A bank transfer or BPAY notice: the amount within the deposit bounds and a date (spec 2 §5), a
 * date that exists (31/02 is no date).
 */
export function noticeSchema(meta: DepositMeta) {
  return object({
    amount: depositAmountField(meta, () => 'eft'),
    date: string()
      .required(text.dateRequired)
      .matches(COMPLETE_DATE, { message: text.dateRequired })
      .test('real-date', text.dateInvalid, (value) => isRealDate(value ?? '')),
  });
}

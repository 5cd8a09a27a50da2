import { object, string } from 'yup';
import { messages } from '../../messages';
import { depositAmountError } from '../home/depositAmountRules';
import type { DepositMeta } from '../methods/depositMethods';

const text = messages.deposit.notice;
const COMPLETE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A bank transfer or BPAY notice: the amount within the deposit bounds and a date (spec 2 §5). */
export function noticeSchema(meta: DepositMeta) {
  return object({
    amount: string().test('deposit-amount', function check(value) {
      const message = depositAmountError(value ?? '', 'eft', meta);
      return message ? this.createError({ message }) : true;
    }),
    date: string()
      .required(text.dateRequired)
      .matches(COMPLETE_DATE, { message: text.dateRequired }),
  });
}

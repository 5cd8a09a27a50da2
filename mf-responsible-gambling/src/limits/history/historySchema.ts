import { object, string } from 'yup';
import { messages } from '../../messages';
import { localDay } from './days';

const text = messages.history;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Optional from and to dates (spec 2 §5): complete, from not after to, to not in the future. */
export function historySchema() {
  return object({
    from: string()
      .matches(DAY, { message: text.dateInvalid, excludeEmptyString: true })
      .test('from-before-to', text.fromAfterTo, function check(from) {
        const to: unknown = this.parent.to;
        return !from || typeof to !== 'string' || !DAY.test(to) || from <= to;
      }),
    to: string()
      .matches(DAY, { message: text.dateInvalid, excludeEmptyString: true })
      .test('not-future', text.toInFuture, (to) => !to || !DAY.test(to) || to <= localDay()),
  });
}

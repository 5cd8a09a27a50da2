import { dollarsTest } from '@portal/shared-utils/forms';
import { object, string } from 'yup';
import { messages } from '../messages';
import { isTimeLimit, minutesOf } from './timeAmount';

const text = messages.limits;

/**
 * A limit to set (spec 2 §5): a duration, and the most to allow in it: dollars for a money limit,
 * hours and minutes (1 minute to 24 hours) for the time limit, the message under Minutes.
 */
export function limitSchema(unit: 'cents' | 'minutes') {
  return object({
    duration: string().required(text.durationRequired),
    amount:
      unit === 'cents'
        ? string().trim().required(text.amountInvalid).test('dollars', dollarsTest)
        : string(),
    hours: string(),
    minutes:
      unit === 'minutes'
        ? string().test('time', text.timeInvalid, function time(value) {
            return isTimeLimit(minutesOf(this.parent.hours, value));
          })
        : string(),
  });
}

import type { RealityCheckInterval } from '@portal/contract';
import { object, string } from 'yup';
import { messages } from '../messages';

const text = messages.realityCheck;

/**
 * The intervals to choose from, as radio options (values are the minutes as text). The contract's
 * REALITY_CHECK_INTERVALS is not imported at run time: its module brings the schema library into
 * the bundle. The labels are keyed by every interval, and integer keys list in ascending order,
 * which is the contract's order.
 */
export const intervalChoices = Object.entries(text.intervals).map(([value, label]) => ({
  value,
  label,
}));

/** The chosen option's interval. */
export const intervalOf = (value: string) => Number(value) as RealityCheckInterval;

export const intervalSchema = object({
  interval_minutes: string()
    .required(text.intervalRequired)
    .oneOf(
      intervalChoices.map((choice) => choice.value),
      text.intervalRequired,
    ),
});

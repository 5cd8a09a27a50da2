import { object, string } from 'yup';
import { messages } from '../../messages';

const text = messages.deposit.onboarding;
const NUMBER = /^\s*(\d+\.?\d*|\.\d+)\s*$/;

/**
 * The onboarding amount (spec 2 §5): required, a number, at least 1, and not above what the
 * smallest deposit limit leaves (`remaining` dollars, null without a limit).
 */
export function onboardingAmountSchema(remaining: number | null) {
  return object({
    amount: string()
      .required(text.amountRequired)
      .matches(NUMBER, { message: text.amountNumber })
      .test('positive', text.amountPositive, (value) => Number(value) >= 1)
      .test(
        'limit',
        text.limitReached,
        (value) => remaining === null || Number(value) <= remaining,
      ),
  });
}

import { object, string } from 'yup';
import { messages } from '../../messages';
import { dollarsTest } from '@portal/shared-utils/forms';

const text = messages.deposit.onboarding;

/**
 * The onboarding amount (spec 2 §5), also the US one: required, a number to the cent, at least 1,
 * and not above what the smallest deposit limit leaves (`remaining` dollars, null without a limit).
 */
export function onboardingAmountSchema(remaining: number | null) {
  return object({
    amount: string()
      .required(text.amountRequired)
      .test('dollars', dollarsTest)
      .test('positive', text.amountPositive, (value) => Number(value) >= 1)
      .test(
        'limit',
        text.limitReached,
        (value) => remaining === null || Number(value) <= remaining,
      ),
  });
}

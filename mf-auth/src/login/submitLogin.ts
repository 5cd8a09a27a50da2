import { messages as sharedMessages } from '@portal/shared-utils';
import { submissionErrors } from '@portal/shared-utils/forms';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { withAttemptsLeft } from './attemptsLeft';
import { openForcedReset } from './forcedReset';
import { loginWithValues, type LoginValues } from './loginValues';
import { offersReadOnlyLogin } from './readOnlyLogin';

/**
 * Logs in with a reCAPTCHA token of the login action (empty when reCAPTCHA is off) and calls
 * onSignedIn; a refused login resolves with the errors to show, or opens the forced reset. A
 * closed account's refusal also calls onClosedAccount, which offers its read-only sign-in.
 */
export async function submitLogin(
  values: LoginValues,
  onSignedIn: () => void,
  onClosedAccount: (values: LoginValues) => void,
): Promise<SubmissionErrors | void> {
  const email = values.email.trim();
  try {
    const { response } = await loginWithValues(values);
    if (response.token) return onSignedIn();
    return { [FORM_ERROR]: sharedMessages.genericError };
  } catch (error) {
    if (openForcedReset(error, email)) return undefined;
    if (offersReadOnlyLogin(error)) onClosedAccount(values);
    return withAttemptsLeft(error, submissionErrors(error, ['email', 'password']));
  }
}

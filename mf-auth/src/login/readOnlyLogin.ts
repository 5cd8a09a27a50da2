import { ApiError, errorMessages, navigate } from '@portal/shared-utils';
import { loginWithValues, type LoginValues } from './loginValues';

/** Where a closed account's read-only session opens: its statements. */
export const READ_ONLY_LANDING = '/account/activity';

/** Whether a refused login is a closed account's, which may still sign in read-only. */
export function offersReadOnlyLogin(error: unknown): boolean {
  return error instanceof ApiError && error.meta.read_only_login === true;
}

/**
 * Signs a closed account in read-only with the credentials it typed and opens its statements;
 * resolves with the refusal to show, or null once signed in.
 */
export async function submitReadOnlyLogin(
  values: LoginValues,
  onSignedIn: () => void,
): Promise<string | null> {
  try {
    await loginWithValues(values, true);
  } catch (error) {
    return Object.values(errorMessages(error)).join('\n');
  }
  onSignedIn();
  navigate(READ_ONLY_LANDING);
  return null;
}

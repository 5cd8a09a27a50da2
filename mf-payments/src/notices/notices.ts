import { notify } from '@portal/shared-utils';
import { errorText } from '@portal/shared-utils/forms';
import { messages } from '../messages';

/** How long the account pages' notices stay (spec 2 §8, §9). */
export const NOTICE_TIMEOUT_MS = 5000;

/** A green notice with one of the withdraw screen's success texts of spec 2 §8. */
export function notifySuccess(message: string) {
  notify({ title: messages.withdraw.title, message, type: 'success', timeout: NOTICE_TIMEOUT_MS });
}

/** A load, cancel or remove failure: a red notice titled Error with the server's message (spec 2 §8). */
export function notifyFailure(error: unknown) {
  notify({
    title: messages.errorTitle,
    message: errorText(error, '. '),
    type: 'danger',
    timeout: NOTICE_TIMEOUT_MS,
  });
}

import { errorMessages } from '@portal/shared-utils';

/** Every message of a failed call as one text for a banner: each field's messages joined by separator. */
export function errorText(error: unknown, separator = '\n'): string {
  return Object.values(errorMessages(error, separator)).join('\n');
}

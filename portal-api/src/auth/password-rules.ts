import { messages } from '@portal/contract';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The password rules of spec 1 §5: 8 or more characters, a lowercase and an uppercase letter and a
 * number, each with its own message. Returns the messages of the rules it breaks.
 */
export function passwordProblems(password: string): string[] {
  const m = messages.password;
  const broken: Array<[boolean, string]> = [
    [password.length < PASSWORD_MIN_LENGTH, m.tooShort],
    [password.length > PASSWORD_MAX_LENGTH, m.tooLong],
    [!/[a-z]/.test(password), m.lowercase],
    [!/[A-Z]/.test(password), m.uppercase],
    [!/\d/.test(password), m.number],
  ];
  return broken.filter(([isBroken]) => isBroken).map(([, message]) => message);
}

/** A password that would no longer be accepted: its owner must choose a new one. */
export function isWeakPassword(password: string): boolean {
  return passwordProblems(password).length > 0;
}

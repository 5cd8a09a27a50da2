import { passwordProblems } from '../auth/password-rules';
import { messages } from '@portal/contract';
import type { ErrorCollector } from '../validation/error-collector';
import { readText, type Body } from '../validation/values';

const m = messages.password;

/** new_password meeting the rules and new_confirm_password equal to it (spec 1 §5). */
export function readNewPassword(body: Body, e: ErrorCollector): string | undefined {
  const password = readText(body, 'new_password', e, {
    label: 'New password',
    required: m.newRequired,
    max: 1000,
    raw: true,
  });
  const confirm = readText(body, 'new_confirm_password', e, {
    label: 'Password confirmation',
    required: m.confirmRequired,
    max: 1000,
    raw: true,
  });
  if (password === undefined) return undefined;
  for (const problem of passwordProblems(password)) e.add('new_password', problem);
  if (confirm !== undefined && confirm !== password) e.add('new_confirm_password', m.mustMatch);
  return e.has('new_password') || e.has('new_confirm_password') ? undefined : password;
}

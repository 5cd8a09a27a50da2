import { VisuallyHidden } from '@portal/shared-utils';
import { passwordRules } from '@portal/shared-utils/forms';
import { useDebouncedValue } from './useDebouncedValue';
import { messages } from '../messages';
import styles from './forms.module.css';

/** The password rules indicator updates 300 ms after the last keystroke (spec 1 §4, §9). */
export const PASSWORD_HINT_DEBOUNCE_MS = 300;

/** The password rules, each marked met or not, for the password as typed. */
export function PasswordHints({ id, password }: { id: string; password: string }) {
  const debounced = useDebouncedValue(password, PASSWORD_HINT_DEBOUNCE_MS);
  return (
    <ul id={id} className={styles.hints}>
      {passwordRules.map((rule) => {
        const met = rule.test(debounced);
        return (
          <li key={rule.id} className={met ? styles.met : undefined} data-met={met}>
            <span aria-hidden="true">{met ? '✓' : '•'}</span> {rule.hint}
            <VisuallyHidden>
              {met ? messages.passwordHints.met : messages.passwordHints.notMet}
            </VisuallyHidden>
          </li>
        );
      })}
    </ul>
  );
}

import {
  Button,
  openModal,
  TextField,
  useConfig,
  useSession,
  type ModalBodyProps,
} from '@portal/shared-utils';
import { messages } from '../messages';
import styles from './LoginModal.module.css';
import { useLoginForm } from './useLoginForm';

const text = messages.login;

/**
 * The login modal body (spec 1 §2 Login modal); the shell draws its title. Renders nothing when the
 * player is already signed in.
 */
export function LoginModal({ close }: ModalBodyProps) {
  const { token } = useSession();
  const config = useConfig();
  const { register, submit, submitting, generalError } = useLoginForm(close);

  if (token) return null;
  return (
    <div className={styles.login}>
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextField
          {...register('email')}
          label={text.emailLabel}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <TextField
          {...register('password')}
          label={text.passwordLabel}
          type="password"
          autoComplete="current-password"
          required
        />
        <div className={styles.forgot}>
          <Button variant="link" onClick={() => openModal('forgot-password')}>
            {text.forgotDetails}
          </Button>
        </div>
        <Button type="submit" fullWidth loading={submitting}>
          {text.submit}
        </Button>
        {generalError && (
          <div role="alert" className={styles.banner}>
            {generalError}
          </div>
        )}
      </form>
      <div className={styles.join}>
        <span>{text.noAccount}</span>
        <Button variant="secondary" fullWidth onClick={() => openModal('signup')}>
          {text.joinNow}
        </Button>
      </div>
      {config.features.responsibleGamblingBlock && (
        <p className={styles.responsibleGambling}>
          {text.responsibleGambling(config.helplines[config.region])}
        </p>
      )}
    </div>
  );
}

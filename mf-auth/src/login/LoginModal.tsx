import {
  Button,
  openModal,
  useConfig,
  useSession,
  type ModalBodyProps,
} from '@portal/shared-utils';
import { FormActions, FormTextField, loginSchema, SchemaForm } from '@portal/shared-utils/forms';
import { messages } from '../messages';
import { useRecaptcha } from '../recaptcha/useRecaptcha';
import styles from './LoginModal.module.css';
import { submitLogin, type LoginValues } from './submitLogin';

const text = messages.login;
const initialValues: LoginValues = { email: '', password: '' };

/**
 * The login modal body (spec 1 §2 Login modal); the shell draws its title. Renders nothing when the
 * player is already signed in.
 */
export function LoginModal({ close }: ModalBodyProps) {
  const { token } = useSession();
  const config = useConfig();
  const recaptcha = useRecaptcha();

  if (token) return null;
  return (
    <div className={styles.login}>
      <SchemaForm<LoginValues>
        schema={loginSchema}
        initialValues={initialValues}
        onSubmit={(values) => submitLogin(values, close)}
      >
        {({ submitting, submitError }) => (
          <>
            <FormTextField
              name="email"
              label={text.emailLabel}
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
            <FormTextField
              name="password"
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
            <FormActions submitLabel={text.submit} submitting={submitting} error={submitError} />
          </>
        )}
      </SchemaForm>
      {recaptcha && <p className={styles.notice}>{text.recaptcha}</p>}
      <div className={styles.join}>
        <span>{text.noAccount}</span>
        <Button variant="secondary" fullWidth onClick={() => openModal('signup')}>
          {text.joinNow}
        </Button>
      </div>
      {config.features.responsibleGamblingBlock && (
        <p className={styles.responsibleGambling}>
          {config.helplines[config.region]
            ? text.responsibleGambling(config.helplines[config.region])
            : text.responsibleGamblingNoNumber}
        </p>
      )}
    </div>
  );
}

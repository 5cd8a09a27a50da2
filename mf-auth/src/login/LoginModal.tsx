import {
  Button,
  openModal,
  useConfig,
  useSession,
  type ModalBodyProps,
} from '@portal/shared-utils';
import { FormActions, FormTextField, loginSchema, SchemaForm } from '@portal/shared-utils/forms';
import { useState } from 'react';
import { messages } from '../messages';
import { useRecaptcha } from '../recaptcha/useRecaptcha';
import { ClosedAccountLogin } from './ClosedAccountLogin';
import styles from './LoginModal.module.css';
import type { LoginValues } from './loginValues';
import { submitLogin } from './submitLogin';

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
  // The credentials of a closed account's refused login, which may still sign in read-only.
  const [closedAccount, setClosedAccount] = useState<LoginValues | null>(null);

  if (token) return null;
  return (
    <div className={styles.login}>
      <SchemaForm<LoginValues>
        schema={loginSchema}
        initialValues={initialValues}
        onSubmit={(values) => {
          setClosedAccount(null);
          return submitLogin(values, close, setClosedAccount);
        }}
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
            {closedAccount && !submitting && (
              <ClosedAccountLogin credentials={closedAccount} onSignedIn={close} />
            )}
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

import { ApiError, Button, openModal } from '@portal/shared-utils';
import { errorText, FormBanner } from '@portal/shared-utils/forms';
import { useState } from 'react';
import { notifySuccess } from '../forms/notifySuccess';
import { requestPasswordReset } from '../forms/requestPasswordReset';
import { messages } from '../messages';
import styles from '../forms/forms.module.css';

const text = messages.resetPassword;

/** 'Email not found' with the hint to use the forgot password form (spec 1 §8 Forced reset). */
function EmailNotFound() {
  return (
    <div role="alert">
      <p className={styles.text}>
        <strong>{text.emailNotFound}</strong>
      </p>
      <p className={styles.text}>{text.emailNotFoundHint}</p>
      <Button fullWidth onClick={() => openModal('forgot-password')}>
        {text.forgotPassword}
      </Button>
    </div>
  );
}

/**
 * The forced reset of a weak-password or locked account (spec 1 §4): the player, refused at login,
 * asks for a reset link to the account's email.
 */
export function ForcedReset({ email, close }: { email: string; close: () => void }) {
  const [sending, setSending] = useState(false);
  const [notFound, setNotFound] = useState(!email);
  const [error, setError] = useState<string>();

  if (notFound) return <EmailNotFound />;

  const send = async () => {
    setSending(true);
    setError(undefined);
    try {
      await requestPasswordReset(email);
      notifySuccess(messages.forgotPassword.sent);
      close();
    } catch (failure) {
      if (failure instanceof ApiError && failure.errors.email) setNotFound(true);
      else setError(errorText(failure, '. '));
      setSending(false);
    }
  };

  return (
    <>
      <p className={styles.text}>{text.forcedIntro}</p>
      <p className={styles.text}>
        <strong>{email}</strong>
      </p>
      <Button fullWidth loading={sending} onClick={() => void send()}>
        {text.sendLink}
      </Button>
      <FormBanner message={error} />
    </>
  );
}

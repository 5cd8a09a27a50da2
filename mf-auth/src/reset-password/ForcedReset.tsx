import { ApiError, apiErrorText, Button, notifySuccess, openModal } from '@portal/shared-utils';
import { FormBanner } from '@portal/shared-utils/forms';
import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset } from '../forms/passwordRequest';
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
  const request = useMutation({
    mutationFn: () => requestPasswordReset(email),
    onSuccess: () => {
      notifySuccess(messages.forgotPassword.sent);
      close();
    },
  });
  const { error } = request;

  if (!email || (error instanceof ApiError && error.errors.email)) return <EmailNotFound />;

  return (
    <>
      <p className={styles.text}>{text.forcedIntro}</p>
      <p className={styles.text}>
        <strong>{email}</strong>
      </p>
      <Button fullWidth loading={request.isPending} onClick={() => request.mutate()}>
        {text.sendLink}
      </Button>
      <FormBanner message={error ? apiErrorText(error, { separator: '. ' }) : undefined} />
    </>
  );
}

import { Button } from '@portal/shared-utils';
import { useState } from 'react';
import { messages } from '../messages';
import styles from './LoginModal.module.css';
import { submitReadOnlyLogin } from './readOnlyLogin';
import type { LoginValues } from './loginValues';

const text = messages.login;

/**
 * Under a closed account's refused login: signing in read-only, to the account's statements and
 * history, with the credentials the player typed.
 */
export function ClosedAccountLogin({
  credentials,
  onSignedIn,
}: {
  credentials: LoginValues;
  onSignedIn: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const readStatements = async () => {
    setBusy(true);
    const refused = await submitReadOnlyLogin(credentials, onSignedIn);
    setRefusal(refused);
    if (refused) setBusy(false);
  };

  return (
    <div className={styles.readOnly}>
      <p className={styles.notice}>{text.closedReadOnly}</p>
      <Button variant="secondary" fullWidth loading={busy} onClick={readStatements}>
        {text.readStatements}
      </Button>
      {refusal && (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      )}
    </div>
  );
}

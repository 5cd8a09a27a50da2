import { Button } from '@portal/shared-utils';
import { FormBanner } from '@portal/shared-utils/forms';
import { useField } from 'react-final-form';
import { messages } from '../messages';
import type { VerificationRequest } from './useVerificationRequest';
import styles from './VerificationStatus.module.css';

const text = messages.contactVerification;

interface VerificationStatusProps {
  /** The profile form field this status belongs to. */
  name: string;
  /** The value on the account, which the verification is about. */
  saved: string;
  verified: boolean;
  sendLabel: string;
  request: VerificationRequest;
}

/**
 * Whether an email or phone is verified and, until it is, the button that starts its verification.
 * A value edited but not saved yet is not what the server would verify: the player saves first.
 */
export function VerificationStatus({
  name,
  saved,
  verified,
  sendLabel,
  request,
}: VerificationStatusProps) {
  const { input } = useField<string>(name, { subscription: { value: true } });
  const edited = (input.value ?? '').replace(/\s+/g, '') !== saved.replace(/\s+/g, '');
  return (
    <div className={styles.status}>
      <span className={verified ? styles.verified : styles.unverified}>
        {verified ? text.verified : text.notVerified}
      </span>
      {!verified &&
        (edited ? (
          <span className={styles.note}>{text.saveFirst}</span>
        ) : (
          <Button
            type="button"
            variant="secondary"
            loading={request.sending}
            onClick={request.send}
          >
            {sendLabel}
          </Button>
        ))}
      <div className={styles.error}>
        <FormBanner message={request.error} />
      </div>
    </div>
  );
}

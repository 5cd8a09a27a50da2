import {
  acceptTerms,
  Button,
  fetchCurrentTerms,
  formatDate,
  Loader,
  logout,
  useSession,
  type ModalBodyProps,
  type Terms,
} from '@portal/shared-utils';
import { errorText, FormBanner } from '@portal/shared-utils/forms';
import { useEffect, useState } from 'react';
import { messages } from '../messages';
import styles from '../forms/forms.module.css';

const text = messages.terms;

/**
 * Terms and Conditions acceptance (spec 1 §4 Terms): the current version to read and Accept, or Log
 * Out. shared-utils keeps this modal open until the signed-in player accepts the current version.
 */
export function TermsModal({ close }: ModalBodyProps) {
  const { token } = useSession();
  const [terms, setTerms] = useState<Terms | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!token) {
      close();
      return;
    }
    let current = true;
    fetchCurrentTerms()
      .then((loaded) => current && setTerms(loaded))
      .catch((failure) => current && setError(errorText(failure)));
    return () => {
      current = false;
    };
  }, [token, close]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      close();
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };

  if (!terms) {
    return error ? <FormBanner message={error} /> : <Loader label={text.loading} />;
  }
  return (
    <>
      <p className={styles.text}>{text.intro}</p>
      <p className={styles.text}>
        <a href={terms.url} target="_blank" rel="noreferrer">
          {text.read}
        </a>{' '}
        <span>({text.updated(formatDate(terms.updated_at))})</span>
      </p>
      <div className={styles.actions}>
        <Button fullWidth loading={busy} onClick={() => void run(() => acceptTerms(terms.version))}>
          {text.accept}
        </Button>
        <Button variant="secondary" fullWidth disabled={busy} onClick={() => void run(logout)}>
          {text.logout}
        </Button>
      </div>
      <FormBanner message={error} />
    </>
  );
}

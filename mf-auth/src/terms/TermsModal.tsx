import {
  apiErrorText,
  Button,
  currentTermsQuery,
  formatDate,
  Loader,
  logout,
  useSession,
  type ModalBodyProps,
} from '@portal/shared-utils';
import { FormBanner } from '@portal/shared-utils/forms';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messages } from '../messages';
import { acceptTerms } from './acceptTerms';
import styles from '../forms/forms.module.css';

const text = messages.terms;

/**
 * Terms and Conditions acceptance (spec 1 §4 Terms): the current version to read and Accept, or Log
 * Out. shared-utils keeps this modal open until the signed-in player accepts the current version.
 */
export function TermsModal({ close }: ModalBodyProps) {
  const { token } = useSession();
  const terms = useQuery({ ...currentTermsQuery, enabled: Boolean(token) });
  // Accept or Log Out: one action at a time, whose failure shows under the buttons.
  const answer = useMutation({
    mutationFn: (action: () => Promise<void>) => action(),
    onSuccess: () => close(),
  });

  useEffect(() => {
    if (!token) close();
  }, [token, close]);

  if (!terms.data) {
    return terms.error ? (
      <FormBanner message={apiErrorText(terms.error)} />
    ) : (
      <Loader label={text.loading} />
    );
  }
  const { version, url, updated_at } = terms.data;
  return (
    <>
      <p className={styles.text}>{text.intro}</p>
      <p className={styles.text}>
        <a href={url} target="_blank" rel="noreferrer">
          {text.read}
        </a>{' '}
        <span>({text.updated(formatDate(updated_at))})</span>
      </p>
      <div className={styles.actions}>
        <Button
          fullWidth
          loading={answer.isPending}
          onClick={() => answer.mutate(() => acceptTerms(version))}
        >
          {text.accept}
        </Button>
        <Button
          variant="secondary"
          fullWidth
          disabled={answer.isPending}
          onClick={() => answer.mutate(logout)}
        >
          {text.logout}
        </Button>
      </div>
      <FormBanner message={answer.error ? apiErrorText(answer.error) : undefined} />
    </>
  );
}

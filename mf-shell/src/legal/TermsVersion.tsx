import { fetchCurrentTerms, formatDate, type Terms } from '@portal/shared-utils';
import { useEffect, useState } from 'react';
import { messages } from '../messages';
import styles from './LegalPage.module.css';

/** The current terms version and its date (GET /terms/current); nothing while unknown. */
export function TermsVersion() {
  const [terms, setTerms] = useState<Terms | null>(null);
  useEffect(() => {
    let current = true;
    fetchCurrentTerms().then(
      (loaded) => current && setTerms(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (!terms) return null;
  return (
    <p className={styles.version}>
      {messages.legal.termsVersion(terms.version, formatDate(terms.updated_at))}
    </p>
  );
}

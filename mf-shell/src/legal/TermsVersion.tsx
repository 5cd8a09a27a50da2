import { fetchCurrentTerms, formatDate, type Terms } from '@portal/shared-utils';
import { useEffect, useState } from 'react';
import styles from './LegalPage.module.css';
import { legalMessages } from './messages';

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
      {legalMessages.termsVersion(terms.version, formatDate(terms.updated_at))}
    </p>
  );
}

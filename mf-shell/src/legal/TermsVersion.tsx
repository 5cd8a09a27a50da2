import { fetchCurrentTerms, formatDate } from '@portal/shared-utils';
import { useRead } from '../data/useRead';
import styles from './LegalPage.module.css';
import { legalMessages } from './messages';

/** The current terms version and its date (GET /terms/current); nothing while unknown. */
export function TermsVersion() {
  const { state } = useRead(['terms', 'current'], fetchCurrentTerms);
  if (state.status !== 'success') return null;
  const terms = state.data;
  return (
    <p className={styles.version}>
      {legalMessages.termsVersion(terms.version, formatDate(terms.updated_at))}
    </p>
  );
}

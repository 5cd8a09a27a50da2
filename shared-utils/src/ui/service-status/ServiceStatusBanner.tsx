import { apiStatus$ } from '../../api/apiStatus';
import { useObservable } from '../../hooks/useObservable';
import { outageMessages } from '../../messages';
import styles from './ServiceStatusBanner.module.css';

/**
 * Says so, as a status message, while the portal API does not answer; it goes by itself once the API
 * answers again. The shell shows it at the top of its notifications column, above any toast.
 */
export function ServiceStatusBanner() {
  const unreachable = useObservable(apiStatus$) === 'unreachable';
  if (!unreachable) return null;
  return (
    <p role="status" className={styles.banner}>
      {outageMessages.apiUnreachable}
    </p>
  );
}

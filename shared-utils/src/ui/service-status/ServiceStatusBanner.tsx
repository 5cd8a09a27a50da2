import { apiStatus$ } from '../../api/apiStatus';
import { useObservable } from '../../hooks/useObservable';
import { outageMessages } from '../../messages';
import styles from './ServiceStatusBanner.module.css';

/**
 * Says so while the portal API does not answer, and goes by itself once it answers again. The status
 * region is always on the page, so screen readers announce the message when it appears.
 */
export function ServiceStatusBanner() {
  const unreachable = useObservable(apiStatus$) === 'unreachable';
  return (
    <div role="status" className={styles.region}>
      {unreachable && <p className={styles.banner}>{outageMessages.apiUnreachable}</p>}
    </div>
  );
}

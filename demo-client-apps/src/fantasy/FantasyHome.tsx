import { ClientAppPage } from '../shared/ClientAppPage';
import { messages } from '../shared/messages';
import { usePortal } from '../shared/portalContext';
import styles from '../shared/ClientAppPage.module.css';
import { FEATURED_CONTESTS } from './contests';

const text = messages.fantasy;

/** /fantasy: the featured contests with their entry fee and prizes. */
export function FantasyHome() {
  const { appName, formatMoney } = usePortal();
  return (
    <ClientAppPage title={appName}>
      <h2 className={styles.subtitle}>{text.featured}</h2>
      <ul className={styles.list}>
        {FEATURED_CONTESTS.map((contest) => (
          <li key={contest.id} className={styles.row}>
            <span className={styles.rowName}>{contest.name}</span>
            <span className={styles.rowDetail}>
              {text.entry} {formatMoney(contest.entryCents)}
            </span>
            <span className={styles.rowValue}>
              {text.prizes} {formatMoney(contest.prizeCents)}
            </span>
          </li>
        ))}
      </ul>
    </ClientAppPage>
  );
}

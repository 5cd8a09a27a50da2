import { ClientAppPage } from '../shared/ClientAppPage';
import { messages } from '../shared/messages';
import { PlayAction } from '../shared/PlayAction';
import { usePortal } from '../shared/portalContext';
import styles from '../shared/ClientAppPage.module.css';
import { FEATURED_CONTESTS } from './contests';

const text = messages.fantasy;

/** /fantasy: the featured contests with their entry fee and prizes, each open to enter. */
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
            <PlayAction
              route="entries"
              choice={{ contest_id: contest.id }}
              label={text.enter}
              name={text.enterName(contest.name)}
              placedText={(amount) => text.entered(contest.name, formatMoney(amount))}
            />
          </li>
        ))}
      </ul>
    </ClientAppPage>
  );
}

import { ClientAppPage } from './ClientAppPage';
import { usePlayer } from './usePlayer';
import styles from './ClientAppPage.module.css';

/** A page of the player's own (My Bets, My Contests, My Teams, History), at `path`. */
export interface PlayerPageSpec {
  path: string;
  title: string;
  /** What a signed-out player is told, above Log in. */
  signedOutText: string;
  /**
   * The counter of the client summaries the page tells (e.g. active_bet_count), the same count the
   * header's balance panel shows beside its link.
   */
  counterKey?: string;
  /** What the page says to the signed-in player, from the counter (0 without one). */
  note: (count: number) => string;
}

export function PlayerPage({ title, signedOutText, counterKey, note }: PlayerPageSpec) {
  const { counter } = usePlayer();
  const count = counterKey ? (counter(counterKey) ?? 0) : 0;
  return (
    <ClientAppPage title={title} signedOutText={signedOutText}>
      <p className={styles.card}>{note(count)}</p>
    </ClientAppPage>
  );
}

import { usePlay } from './usePlay';
import styles from './ClientAppPage.module.css';

interface PlayActionProps {
  /** The platform's route: `bets` or `entries`. */
  route: string;
  /** What the player chooses, as the platform reads it (`{ event_id }`, `{ contest_id }`). */
  choice: Record<string, string>;
  label: string;
  /** The button's accessible name: its label and what it is for. */
  name: string;
  /** What the app says once the platform took `amount` (cents). */
  placedText: (amount: number) => string;
}

/** A row's Bet or Enter button, with what the platform answered under it. */
export function PlayAction({ route, choice, label, name, placedText }: PlayActionProps) {
  const { state, play } = usePlay(route, choice);
  return (
    <div className={styles.action}>
      <button
        type="button"
        className={styles.primary}
        aria-label={name}
        aria-disabled={state.status === 'busy'}
        onClick={play}
      >
        {label}
      </button>
      <p role="status" className={styles.placed}>
        {state.status === 'placed' && placedText(state.amount)}
      </p>
      <p role="alert" className={styles.refused}>
        {state.status === 'refused' && state.message}
      </p>
    </div>
  );
}

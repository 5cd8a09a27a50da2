import { PlayerNotePage } from './PlayerNotePage';
import { usePlayer } from './usePlayer';

/**
 * A page telling the player one of their counters of the client summaries (e.g. active_bet_count),
 * the same count the header's balance panel shows beside its link.
 */
export function CounterPage({
  title,
  signedOutText,
  counterKey,
  sentence,
}: {
  title: string;
  signedOutText: string;
  counterKey: string;
  sentence: (count: number) => string;
}) {
  const { counter } = usePlayer();
  return (
    <PlayerNotePage
      title={title}
      signedOutText={signedOutText}
      note={sentence(counter(counterKey) ?? 0)}
    />
  );
}

import { formatDateTime } from '@portal/shared-utils';
import { messages } from '../../messages';
import type { HistoryEntry } from './historyApi';
import { historyValue } from './historyValue';
import styles from './LimitsHistory.module.css';

const columns = messages.history.columns;

/** The history as stacked cards (small screens): one card per change, each fact labelled. */
export function HistoryCards({ entries }: { entries: HistoryEntry[] }) {
  return (
    <ul className={styles.cards} aria-label={messages.history.tableCaption}>
      {entries.map((entry) => {
        const facts: [string, string, boolean?][] = [
          [columns.date, formatDateTime(entry.created_at)],
          [columns.type, entry.type.name],
          [columns.duration, entry.duration?.name ?? ''],
          [columns.action, entry.action],
          [columns.old, historyValue(entry.type.id, entry.value.old), true],
          [columns.new, historyValue(entry.type.id, entry.value.new), true],
        ];
        return (
          <li key={entry.id} className={styles.card}>
            <dl>
              {facts.map(([label, value, amount]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd className={amount ? styles.amount : undefined}>{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

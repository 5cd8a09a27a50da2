import { formatDateTime, VisuallyHidden } from '@portal/shared-utils';
import { messages } from '../../messages';
import type { HistoryEntry } from './historyApi';
import { historyValue } from './historyValue';
import styles from './LimitsHistory.module.css';

const columns = messages.history.columns;

/** The history as a table (medium screens and up). */
export function HistoryTable({ entries }: { entries: HistoryEntry[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>
          <VisuallyHidden>{messages.history.tableCaption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{columns.date}</th>
            <th scope="col">{columns.type}</th>
            <th scope="col">{columns.duration}</th>
            <th scope="col">{columns.action}</th>
            <th scope="col">{columns.old}</th>
            <th scope="col">{columns.new}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDateTime(entry.created_at)}</td>
              <td>{entry.type.name}</td>
              <td>{entry.duration?.name ?? ''}</td>
              <td>{entry.action}</td>
              <td className={styles.amount}>{historyValue(entry.type.id, entry.value.old)}</td>
              <td className={styles.amount}>{historyValue(entry.type.id, entry.value.new)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

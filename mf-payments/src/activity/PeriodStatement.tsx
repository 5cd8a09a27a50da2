import type { ActivityQuery, ActivityStatement } from '@portal/contract';
import { apiErrorText, Button, formatDate, Loader } from '@portal/shared-utils';
import { messages } from '../messages';
import { StatementDownloads } from './StatementDownloads';
import { StatementView } from './StatementView';
import styles from './Activity.module.css';

const text = messages.activity.statement;

/** The statement of the chosen period with its downloads, or why it is not there yet. */
export function PeriodStatement({
  query,
  statement,
  error,
  onRetry,
}: {
  query: ActivityQuery;
  statement: ActivityStatement | undefined;
  error: Error | null;
  onRetry: () => void;
}) {
  return (
    <section className={styles.section} aria-labelledby="activity-statement">
      <h2 id="activity-statement" className={styles.heading}>
        {statement
          ? text.heading(formatDate(statement.from), formatDate(statement.to))
          : messages.activity.title}
      </h2>
      {!statement && !error && <Loader label={text.loading} />}
      {error && (
        <div className={styles.note} role="alert">
          <p>{text.failed}</p>
          <p>{apiErrorText(error)}</p>
          {query.period === 'custom' ? (
            <p>{text.checkDates}</p>
          ) : (
            <Button variant="link" onClick={onRetry}>
              {text.retry}
            </Button>
          )}
        </div>
      )}
      {statement && (
        <>
          <StatementView statement={statement} />
          <StatementDownloads query={query} />
        </>
      )}
    </section>
  );
}

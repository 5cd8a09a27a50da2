import { ApiError, Button, Loader } from '@portal/shared-utils';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { messages } from '../messages';
import { MonthlyPdfButton } from './MonthlyPdfButton';
import { monthName } from './months';
import { monthlyStatementQuery } from './monthlyStatementsApi';
import { StatementView } from './StatementView';
import styles from './Activity.module.css';

const text = messages.activity.monthly;

/**
 * A stored monthly statement (?statement=YYYY-MM, the monthly e-mail's link, or View): its figures
 * as made at the time, its PDF, and Back to your activity. Its heading takes the focus.
 */
export function StoredStatement({ month, onBack }: { month: string; onBack: () => void }) {
  const { data, error } = useQuery(monthlyStatementQuery(month));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [month]);
  const name = monthName(month);
  return (
    <section className={styles.section} aria-labelledby="activity-stored">
      <h2 id="activity-stored" ref={heading} tabIndex={-1} className={styles.heading}>
        {text.storedHeading(name)}
      </h2>
      <div>
        <Button variant="link" onClick={onBack}>
          {text.back}
        </Button>
      </div>
      {!data && !error && <Loader label={text.storedLoading} />}
      {error && (
        <p className={styles.note} role="alert">
          {error instanceof ApiError && error.status === 404
            ? text.storedMissing(name)
            : messages.activity.statement.failed}
        </p>
      )}
      {data && (
        <>
          <StatementView statement={data.statement} />
          <div className={styles.actions}>
            <MonthlyPdfButton month={month} />
          </div>
        </>
      )}
    </section>
  );
}

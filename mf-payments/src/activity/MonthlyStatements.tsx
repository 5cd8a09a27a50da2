import { Button, Loader } from '@portal/shared-utils';
import { useQuery } from '@tanstack/react-query';
import { messages } from '../messages';
import { MonthlyPdfButton } from './MonthlyPdfButton';
import { monthName } from './months';
import { monthlyStatementsQuery } from './monthlyStatementsApi';
import styles from './Activity.module.css';

const text = messages.activity.monthly;

/** The stored monthly statements, newest first, each with View and its PDF. */
export function MonthlyStatements({ onView }: { onView: (month: string) => void }) {
  const { data, error } = useQuery(monthlyStatementsQuery());
  return (
    <section className={styles.section} aria-labelledby="activity-monthly">
      <h2 id="activity-monthly" className={styles.heading}>
        {text.heading}
      </h2>
      {!data && !error && <Loader label={text.loading} />}
      {error && <p className={styles.note}>{text.failed}</p>}
      {data?.length === 0 && <p className={styles.note}>{text.empty}</p>}
      {data && data.length > 0 && (
        <ul className={styles.months}>
          {data.map(({ month }) => (
            <li key={month}>
              <span className={styles.monthName}>{monthName(month)}</span>
              <Button
                variant="link"
                aria-label={text.viewLabel(monthName(month))}
                onClick={() => onView(month)}
              >
                {text.view}
              </Button>
              <MonthlyPdfButton month={month} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

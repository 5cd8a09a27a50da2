import { Button, Loader } from '@portal/shared-utils';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../messages';
import { BarChart } from './BarChart';
import { chartQuery } from './chartApi';
import { ChartFigures } from './ChartFigures';
import styles from './Activity.module.css';

const text = messages.activity.chart;
const FIGURES_ID = 'activity-chart-figures';

/**
 * The 6 months ending with `month`: spend and net result, each month beside the same month a year
 * earlier, drawn as bars, with the figures as a table behind Show the figures.
 */
export function SpendChart({ month }: { month: string }) {
  const { data, error, refetch } = useQuery(chartQuery(month));
  const [tableShown, setTableShown] = useState(false);
  const months = data?.months.map((entry) => entry.month) ?? [];

  return (
    <section className={styles.section} aria-labelledby="activity-chart">
      <h2 id="activity-chart" className={styles.heading}>
        {text.heading}
      </h2>
      {!data && !error && <Loader label={text.loading} />}
      {error && (
        <p className={styles.note}>
          {text.failed}{' '}
          <Button variant="link" onClick={() => refetch()}>
            {messages.activity.statement.retry}
          </Button>
        </p>
      )}
      {data && (
        <>
          <p className={styles.intro}>{text.intro}</p>
          <ul className={styles.legend}>
            <li>
              <span className={styles.swatch} aria-hidden="true" />
              {text.thisYear}
            </li>
            <li>
              <span className={`${styles.swatch} ${styles.earlierSwatch}`} aria-hidden="true" />
              {text.yearEarlier}
            </li>
          </ul>
          <div className={styles.charts}>
            <BarChart
              title={text.spend}
              months={months}
              pairs={data.months.map((entry) => ({
                value: entry.spend,
                earlier: entry.year_earlier.spend,
              }))}
            />
            <BarChart
              title={text.netResult}
              months={months}
              pairs={data.months.map((entry) => ({
                value: entry.net_result,
                earlier: entry.year_earlier.net_result,
              }))}
            />
          </div>
          <div>
            <Button
              variant="link"
              aria-expanded={tableShown}
              aria-controls={FIGURES_ID}
              onClick={() => setTableShown((shown) => !shown)}
            >
              {tableShown ? text.hideTable : text.showTable}
            </Button>
          </div>
          <ChartFigures id={FIGURES_ID} months={data.months} hidden={!tableShown} />
        </>
      )}
    </section>
  );
}

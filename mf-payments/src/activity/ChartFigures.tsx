import type { ChartMonth } from '@portal/contract';
import { formatMoney } from '@portal/shared-utils';
import { messages } from '../messages';
import { monthName } from './months';
import { NetResult } from './NetResult';
import styles from './Activity.module.css';

const text = messages.activity.chart;

/** The chart's figures as a table: what a screen reader (or anyone) reads instead of the bars. */
export function ChartFigures({
  id,
  months,
  hidden,
}: {
  id: string;
  months: readonly ChartMonth[];
  hidden: boolean;
}) {
  return (
    <div id={id} hidden={hidden}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{text.month}</th>
            <th scope="col">{text.spend}</th>
            <th scope="col">{text.spendEarlier}</th>
            <th scope="col">{text.netResult}</th>
            <th scope="col">{text.netEarlier}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthName(month.month)}</th>
              <td>{formatMoney(month.spend)}</td>
              <td>{formatMoney(month.year_earlier.spend)}</td>
              <td>
                <NetResult cents={month.net_result} />
              </td>
              <td>
                <NetResult cents={month.year_earlier.net_result} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

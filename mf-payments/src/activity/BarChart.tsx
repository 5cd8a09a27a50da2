import { messages } from '../messages';
import { CHART_BOX, chartBars, type MonthPair } from './chartGeometry';
import { shortMonthName } from './months';
import styles from './Activity.module.css';

const text = messages.activity.chart;

function barClass(negative: boolean, earlier: boolean) {
  return [styles.bar, negative && styles.negativeBar, earlier && styles.earlierBar]
    .filter(Boolean)
    .join(' ');
}

/**
 * One series as bars, each month beside the same month a year earlier (outlined), losses below the
 * zero line. The month names are HTML under the drawing, so they keep their size on a phone.
 */
export function BarChart({
  title,
  months,
  pairs,
}: {
  title: string;
  months: readonly string[];
  pairs: readonly MonthPair[];
}) {
  const { bars, zeroY } = chartBars(pairs);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <svg
        className={styles.drawing}
        viewBox={`0 0 ${CHART_BOX.width} ${CHART_BOX.height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={text.image(title)}
      >
        {bars.map((bar, index) => (
          <rect
            key={index}
            className={barClass(bar.negative, bar.earlier)}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        <line
          className={styles.zeroLine}
          x1={0}
          x2={CHART_BOX.width}
          y1={zeroY}
          y2={zeroY}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <ol className={styles.axis} aria-hidden="true">
        {months.map((month) => (
          <li key={month}>{shortMonthName(month)}</li>
        ))}
      </ol>
    </figure>
  );
}

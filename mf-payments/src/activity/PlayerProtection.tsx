import { isUS, useConfig } from '@portal/shared-utils';
import { Link } from 'react-router-dom';
import { messages } from '../messages';
import styles from './Activity.module.css';

const text = messages.activity.help;

/**
 * The protection tools one click away (limits, a break or, in the US, a timeout, self-exclusion) and
 * the brand's gambling helpline for the region, from the runtime config as the footer shows it.
 */
export function PlayerProtection() {
  const config = useConfig();
  const helpline = config.helplines[config.region];
  const us = isUS(config);
  return (
    <section className={styles.section} aria-labelledby="activity-help">
      <h2 id="activity-help" className={styles.heading}>
        {text.heading}
      </h2>
      <p className={styles.intro}>{text.intro}</p>
      <ul className={styles.tools}>
        <li>
          <Link to="/limits">{text.limits}</Link>
        </li>
        <li>
          {us ? (
            <Link to="/timeout">{text.takeATimeout}</Link>
          ) : (
            <Link to="/take-a-break">{text.takeABreak}</Link>
          )}
        </li>
        <li>
          <Link to="/self-exclusion">{text.selfExclusion}</Link>
        </li>
      </ul>
      {helpline && (
        <p className={styles.intro}>
          {text.helpline} <a href={`tel:${helpline.replace(/\s/g, '')}`}>{text.call(helpline)}</a>
        </p>
      )}
    </section>
  );
}

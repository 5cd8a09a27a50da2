import { minimumAge, type PortalConfig } from '@portal/shared-utils';
import { useId } from 'react';
import { messages } from '../messages';
import styles from './Footer.module.css';
import { GAMBLING_HELP_LINKS, telHref } from './gamblingHelp';

const text = messages.footer;

/** The gambling help block: the region's helpline, its help links and the minimum age. */
export function GamblingHelp({ config }: { config: PortalConfig }) {
  const titleId = useId();
  const helpline = config.helplines[config.region];
  return (
    <section className={styles.help} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.groupTitle}>
        {text.helpLabel}
      </h2>
      <p className={styles.helpLine}>
        {helpline ? text.gamblingHelp(helpline) : text.gamblingHelpNoNumber}
      </p>
      <ul className={styles.links}>
        {helpline && (
          <li>
            <a href={telHref(helpline)} className={styles.link}>
              {text.callHelpline(helpline)}
            </a>
          </li>
        )}
        {GAMBLING_HELP_LINKS[config.region].map((link) => (
          <li key={link.url}>
            <a href={link.url} className={styles.link} target="_blank" rel="noopener noreferrer">
              {link.name}
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.age}>{text.minimumAge(minimumAge(config.region))}</p>
    </section>
  );
}

import type { NetPosition } from '@portal/contract';
import { Loader, type User } from '@portal/shared-utils';
import { useId } from 'react';
import { ACTIVITY_PATH } from '../navigation/accountPages';
import { Link } from '../navigation/Link';
import { setStripCollapsed, useStripCollapsed } from './collapsedStrip';
import { netPositionMessages } from './messages';
import { NetAmount } from './NetAmount';
import styles from './NetPositionStrip.module.css';
import { useNetPosition } from './useNetPosition';

const text = netPositionMessages;

const FIGURES: readonly { key: keyof Omit<NetPosition, 'collapsible'>; label: string }[] = [
  { key: 'month', label: text.thisMonth },
  { key: 'year', label: text.thisYear },
  { key: 'lifetime', label: text.lifetime },
];

/**
 * The signed-in player's net result this month, this year and since the account opened, under the
 * header on every page, kept current as money moves. Where the API says it may be hidden the title
 * is a button that collapses it, remembered for the player on this device; a remembered choice
 * applies while the figures load, so the strip does not open and close again on a reload.
 */
export function NetPositionStrip({ user }: { user: User }) {
  const position = useNetPosition();
  const storedCollapsed = useStripCollapsed(user.id);
  const titleId = useId();
  const figuresId = useId();
  const collapsible = position?.collapsible === true;
  const collapsed = storedCollapsed && position?.collapsible !== false;

  const title = collapsible ? (
    <button
      id={titleId}
      type="button"
      className={styles.toggle}
      aria-expanded={!collapsed}
      aria-controls={collapsed ? undefined : figuresId}
      onClick={() => setStripCollapsed(user.id, !collapsed)}
    >
      {text.title}
      <span className={styles.chevron} aria-hidden="true" />
    </button>
  ) : (
    <span id={titleId} className={styles.title}>
      {text.title}
    </span>
  );

  let figures = null;
  if (!collapsed) {
    figures = position ? (
      <dl id={figuresId} className={styles.figures}>
        {FIGURES.map(({ key, label }) => (
          <div key={key} className={styles.figure}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value} data-testid={`net-position-${key}`}>
              <NetAmount cents={position[key]} />
            </dd>
          </div>
        ))}
      </dl>
    ) : (
      <span className={styles.figures}>
        <Loader inline label={text.loading} />
      </span>
    );
  }

  return (
    <section className={styles.strip} aria-labelledby={titleId}>
      <div className={styles.inner}>
        {title}
        {figures}
        <Link href={ACTIVITY_PATH} className={styles.link}>
          {text.viewActivity}
        </Link>
      </div>
    </section>
  );
}

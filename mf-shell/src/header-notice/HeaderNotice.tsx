import { useId, type ReactNode } from 'react';
import { Link } from '../navigation/Link';
import styles from './HeaderNotice.module.css';

export interface HeaderNoticeProps {
  /** The notice's name: read first, in bold, and the region's accessible name. */
  title: string;
  text: string;
  /** More to read under the text, e.g. a list. */
  details?: ReactNode;
  /** Where to act on it: links to pages, or the notice's own buttons. */
  links?: { href: string; label: string }[];
  actions?: ReactNode;
}

/** A notice under the header for the signed-in player: what to know, and where to act on it. */
export function HeaderNotice({ title, text, details, links = [], actions }: HeaderNoticeProps) {
  const titleId = useId();
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <p>
            <strong id={titleId}>{title}</strong> {text}
          </p>
          {details}
        </div>
        {links.length > 0 && (
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        )}
        {actions && <div className={styles.buttons}>{actions}</div>}
      </div>
    </section>
  );
}

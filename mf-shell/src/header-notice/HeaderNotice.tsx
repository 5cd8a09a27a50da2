import { useId } from 'react';
import { Link } from '../navigation/Link';
import styles from './HeaderNotice.module.css';

export interface HeaderNoticeProps {
  /** The notice's name: read first, in bold, and the region's accessible name. */
  title: string;
  text: string;
  links: { href: string; label: string }[];
}

/** A notice under the header for the signed-in player: what to know, and where to act on it. */
export function HeaderNotice({ title, text, links }: HeaderNoticeProps) {
  const titleId = useId();
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <p className={styles.text}>
          <strong id={titleId}>{title}</strong> {text}
        </p>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { SMALL_SCREEN_QUERY } from '@portal/shared-utils';
import type { FooterLink } from './linkGroupTypes';
import styles from './Footer.module.css';

/** Links off the portal open in a new tab. */
function isExternal(url: string) {
  return /^https?:\/\//i.test(url) && !url.startsWith(window.location.origin);
}

/** A link of a link group: its desktop image (the mobile one on small screens), else its name. */
export function FooterLinkItem({ link }: { link: FooterLink }) {
  const mobile = link.images?.mobile || null;
  const desktop = link.images?.desktop || mobile;
  const external = isExternal(link.url);
  return (
    <a
      href={link.url}
      className={desktop ? styles.imageLink : styles.link}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      {desktop ? (
        <picture>
          {mobile && <source media={SMALL_SCREEN_QUERY} srcSet={mobile} />}
          <img className={styles.linkImage} src={desktop} alt={link.name} />
        </picture>
      ) : (
        link.name
      )}
    </a>
  );
}

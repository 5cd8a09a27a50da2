import { useConfig } from '@portal/shared-utils';
import { messages } from '../messages';
import { isUnder } from '../navigation/isUnder';
import { usePathname } from '../navigation/usePathname';
import styles from './Footer.module.css';
import { GamblingHelp } from './GamblingHelp';
import {
  FOOTER_GROUP_TYPE,
  NO_LINK_GROUPS,
  OPERATORS_GROUP_TYPE,
  useLinkGroups,
} from './linkGroups';
import { LinkGroups } from './LinkGroups';
import { RegionalLegal } from './RegionalLegal';

const text = messages.footer;

/**
 * The site footer (spec 1 §2): operator logos and the link lists from GET /link_groups, gambling help
 * with the region's helpline, the brand's legal links (those the link lists do not already hold), the
 * regional legal block and the copyright. On /fantasy it adds side margins. Until the link groups are
 * known (the first page load of a tab) it holds about their height, so it does not grow when they come.
 */
export function Footer() {
  const config = useConfig();
  const pathname = usePathname();
  const linkGroups = useLinkGroups();
  const { groups, serverClock } = linkGroups ?? NO_LINK_GROUPS;
  const { urls, company } = config.brand;
  const groupUrls = new Set(groups.flatMap((group) => group.links.map((link) => link.url)));
  const links = [
    { href: urls.terms, label: text.terms },
    { href: urls.privacyPolicy, label: text.privacy },
    { href: urls.responsibleGambling, label: text.responsibleGambling },
  ].filter((link) => !groupUrls.has(link.href));

  return (
    <footer
      className={styles.footer}
      data-fantasy={isUnder(pathname, '/fantasy') || undefined}
      data-account={isUnder(pathname, '/account') || undefined}
      data-awaiting-links={!linkGroups || undefined}
      aria-label={text.label}
    >
      <div className={styles.inner}>
        <LinkGroups
          variant="operators"
          groups={groups.filter((group) => group.type.id === OPERATORS_GROUP_TYPE)}
        />
        <div className={styles.columns}>
          <LinkGroups
            variant="lists"
            groups={groups.filter((group) => group.type.id === FOOTER_GROUP_TYPE)}
          />
          <GamblingHelp config={config} />
        </div>
        <div className={styles.bottom}>
          {links.length > 0 && (
            <nav aria-label={text.linksLabel}>
              <ul className={styles.links}>
                {links.map((link) => (
                  <li key={link.label}>
                    <a href={link.href} className={styles.link}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <RegionalLegal config={config} serverClock={serverClock} />
          <p className={styles.copyright}>{text.copyright(new Date().getFullYear(), company)}</p>
        </div>
      </div>
    </footer>
  );
}

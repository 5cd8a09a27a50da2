import { useConfig } from '@portal/shared-utils';
import { messages } from '../messages';
import { isUnder } from '../navigation/navigate';
import { usePathname } from '../navigation/usePathname';
import styles from './Footer.module.css';
import { RegionalLegal } from './RegionalLegal';

const text = messages.footer;

/**
 * The site footer: gambling help with the region's helpline, the brand's legal links and the regional
 * legal block. Link groups from the API (operators, Social, Downloads) come with the shell issue.
 */
export function Footer() {
  const config = useConfig();
  const pathname = usePathname();
  const helpline = config.helplines[config.region];
  const { urls, company } = config.brand;
  const links = [
    { href: urls.terms, label: text.terms },
    { href: urls.privacyPolicy, label: text.privacy },
    { href: urls.responsibleGambling, label: text.responsibleGambling },
  ];

  return (
    <footer
      className={styles.footer}
      data-fantasy={isUnder(pathname, '/fantasy') || undefined}
      data-account={isUnder(pathname, '/account') || undefined}
      aria-label={text.label}
    >
      <div className={styles.inner}>
        <p className={styles.help}>
          {helpline ? text.gamblingHelp(helpline) : text.gamblingHelpNoNumber}
        </p>
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
        <RegionalLegal config={config} />
        <p className={styles.copyright}>{text.copyright(new Date().getFullYear(), company)}</p>
      </div>
    </footer>
  );
}

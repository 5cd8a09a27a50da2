import type { AccountPage } from '../navigation/accountPages';
import { Link } from '../navigation/Link';
import { isUnder } from '../navigation/isUnder';
import styles from './AccountFrame.module.css';
import { accountFrameMessages } from './messages';

/** The account pages as a side menu (768 px and wider); the current page is marked. */
export function AccountSideMenu({ pages, pathname }: { pages: AccountPage[]; pathname: string }) {
  return (
    <nav className={styles.sideMenu} aria-label={accountFrameMessages.sideMenuLabel}>
      <ul className={styles.sideMenuList}>
        {pages.map((page) => (
          <li key={page.key}>
            <Link
              href={page.path}
              className={styles.sideMenuLink}
              aria-current={isUnder(pathname, page.path) ? 'page' : undefined}
            >
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

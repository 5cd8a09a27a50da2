import type { AccountPage } from '../navigation/accountPages';
import { Link } from '../navigation/Link';
import styles from './AccountFrame.module.css';
import { accountFrameMessages } from './messages';

/** /account on small screens: the account pages as a full-width list. */
export function AccountMenuList({ pages }: { pages: AccountPage[] }) {
  return (
    <nav className={styles.menuList} aria-labelledby="account-menu-list-title">
      <h1 id="account-menu-list-title" className={styles.menuListTitle}>
        {accountFrameMessages.menuListTitle}
      </h1>
      <ul className={styles.menuListItems}>
        {pages.map((page) => (
          <li key={page.key}>
            <Link href={page.path} className={styles.menuListLink}>
              {page.label}
              <span className={styles.menuListChevron} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

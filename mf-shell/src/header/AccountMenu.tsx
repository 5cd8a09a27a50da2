import { isUS, logout, openModal, useConfig, type User } from '@portal/shared-utils';
import type { MouseEvent } from 'react';
import { messages } from '../messages';
import { accountPages, modalHref, type AccountPage } from '../navigation/accountPages';
import { Link } from '../navigation/Link';
import styles from './AccountMenu.module.css';
import { setBalanceHidden, useBalanceHidden } from './hideBalance';
import { useMenu } from './useMenu';

const text = messages.accountMenu;

function initials(user: User) {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
}

/** The signed-in player's menu (spec 1 §2 Account menu). */
export function AccountMenu({ user }: { user: User }) {
  const config = useConfig();
  const menu = useMenu();
  const hidden = useBalanceHidden();
  const us = isUS(config);
  const [profile, ...otherPages] = accountPages(us);
  const unverified = !user.id_verified;

  const openModalItem = (name: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    menu.close();
    openModal(name);
  };

  const pageItem = (page: AccountPage) => (
    <Link
      key={page.key}
      href={page.path}
      role="menuitem"
      tabIndex={-1}
      className={styles.item}
      onClick={() => menu.close()}
    >
      <span>{page.label}</span>
      {page.key === 'profile' && unverified && (
        <span className={styles.unverifiedBadge}>{text.unverifiedBadge}</span>
      )}
      {page.key === 'withdraw' && unverified && (
        <span className={styles.warningIcon} role="img" aria-label={text.unverifiedWarning}>
          !
        </span>
      )}
    </Link>
  );

  return (
    <div className={styles.accountMenu}>
      <button
        {...menu.buttonProps}
        className={styles.menuButton}
        aria-label={messages.header.accountMenu}
      >
        {user.avatar ? (
          <img className={styles.avatar} src={user.avatar.small} alt="" />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {initials(user)}
          </span>
        )}
      </button>
      {menu.open && (
        <div {...menu.menuProps} className={styles.menu} aria-label={messages.header.accountMenu}>
          {pageItem(profile)}
          <a
            href={modalHref('deposit')}
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            onClick={openModalItem('deposit')}
          >
            {text.deposit}
          </a>
          {otherPages.map(pageItem)}
          <div role="separator" className={styles.separator} />
          {!us && (
            <a
              href={modalHref('whatsnew')}
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              onClick={openModalItem('whatsnew')}
            >
              {text.whatsNew}
            </a>
          )}
          <button
            type="button"
            role="menuitemcheckbox"
            aria-checked={hidden}
            tabIndex={-1}
            className={styles.item}
            onClick={() => setBalanceHidden(!hidden)}
          >
            <span>{text.hideBalance}</span>
            <span className={styles.toggle} data-on={hidden} aria-hidden="true" />
          </button>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            onClick={() => {
              menu.close();
              void logout();
            }}
          >
            {text.logout}
          </button>
        </div>
      )}
    </div>
  );
}

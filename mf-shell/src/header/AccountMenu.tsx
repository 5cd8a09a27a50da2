import { isUS, logout, useConfig, type ModalName, type User } from '@portal/shared-utils';
import { useId } from 'react';
import { messages } from '../messages';
import { accountPages, type AccountPage } from '../navigation/accountPages';
import { Link } from '../navigation/Link';
import { ModalLink } from '../navigation/ModalLink';
import styles from './AccountMenu.module.css';
import { Avatar, initials } from './Avatar';
import { setBalanceHidden, useBalanceHidden } from './hideBalance';
import { useMenu } from './useMenu';
import { accountMessages } from '../navigation/accountMessages';

const text = accountMessages;

/** The signed-in player's menu (spec 1 §2 Account menu). */
export function AccountMenu({ user }: { user: User }) {
  const config = useConfig();
  const menu = useMenu();
  const hidden = useBalanceHidden();
  const us = isUS(config);
  const [profile, ...otherPages] = accountPages(us);
  const unverified = !user.id_verified;
  const tooltipId = useId();

  /** A link item of the menu: reached with the arrow keys, and closing the menu when followed. */
  const itemProps = {
    role: 'menuitem',
    tabIndex: -1,
    className: styles.item,
    onClick: () => menu.close(),
  } as const;

  const modalItem = (modal: ModalName, label: string) => (
    <ModalLink modal={modal} {...itemProps}>
      {label}
    </ModalLink>
  );

  const warnWithdraw = (page: AccountPage) => page.key === 'withdraw' && unverified;

  const pageItem = (page: AccountPage) => (
    <Link
      key={page.key}
      href={page.path}
      {...itemProps}
      className={warnWithdraw(page) ? `${styles.item} ${styles.withTooltip}` : styles.item}
      aria-describedby={warnWithdraw(page) ? tooltipId : undefined}
    >
      <span className={styles.itemRow}>
        <span>{page.label}</span>
        {page.key === 'profile' && unverified && (
          <span className={styles.unverifiedBadge}>{text.unverifiedBadge}</span>
        )}
        {warnWithdraw(page) && (
          <span className={styles.warningIcon} role="img" aria-label={text.unverifiedWarning}>
            !
          </span>
        )}
      </span>
      {warnWithdraw(page) && (
        <span id={tooltipId} className={styles.tooltip} aria-hidden="true">
          {text.unverifiedTooltip}
        </span>
      )}
    </Link>
  );

  return (
    <div className={styles.accountMenu}>
      <button
        {...menu.buttonProps}
        className={styles.menuButton}
        aria-label={
          user.avatar
            ? messages.header.accountMenu
            : messages.header.accountMenuWithInitials(initials(user))
        }
      >
        <Avatar user={user} />
      </button>
      {menu.open && (
        <div {...menu.menuProps} className={styles.menu} aria-label={messages.header.accountMenu}>
          {pageItem(profile)}
          {modalItem('deposit', text.deposit)}
          {otherPages.map(pageItem)}
          <div role="separator" className={styles.separator} />
          {!us && modalItem('whatsnew', text.whatsNew)}
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

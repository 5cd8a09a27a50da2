import { Loader, useSession, useUser } from '@portal/shared-utils';
import { messages } from '../messages';
import { AccountMenu } from './AccountMenu';
import { AuthButtons } from './AuthButtons';
import { BalanceButton } from './BalanceButton';
import { BrandBar } from './BrandBar';
import styles from './Header.module.css';

/** The site header: brand bar, then Login/Join or the balance button and account menu. */
export function Header() {
  const session = useSession();
  const user = useUser();

  let actions;
  if (user) {
    actions = (
      <>
        <BalanceButton user={user} />
        <AccountMenu user={user} />
      </>
    );
  } else if (session.token) {
    actions = <Loader inline label={messages.header.loadingUser} />;
  } else {
    actions = <AuthButtons />;
  }

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <BrandBar />
        <div className={styles.actions}>{actions}</div>
      </div>
    </header>
  );
}

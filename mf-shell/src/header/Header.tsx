import { Loader, useSession, useUser } from '@portal/shared-utils';
import { messages } from '../messages';
import { Tutorial } from '../tutorial/Tutorial';
import { AccountMenu } from './AccountMenu';
import { AppMenu } from './AppMenu';
import { AuthButtons } from './AuthButtons';
import { BalanceButton } from './BalanceButton';
import { BrandBar } from './BrandBar';
import styles from './Header.module.css';
import { useClientSummariesOnSignIn } from './useClientSummaries';

/**
 * The site header: brand bar, then Login/Join or the bonus gift, balance button and account menu;
 * below them the active client app's menu. The post-signup tutorial points into it.
 */
export function Header() {
  const session = useSession();
  const user = useUser();
  useClientSummariesOnSignIn(user?.id);

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
      <AppMenu />
      {user && <Tutorial />}
    </header>
  );
}

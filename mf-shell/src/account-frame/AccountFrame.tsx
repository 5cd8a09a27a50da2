import {
  breakpoints,
  isUS,
  navigate,
  openModal,
  useConfig,
  useIsSmallScreen,
  useMediaQuery,
} from '@portal/shared-utils';
import { useEffect } from 'react';
import { accountPages, isAccountRoot, PROFILE_PATH } from '../navigation/accountPages';
import { usePathname } from '../navigation/usePathname';
import styles from './AccountFrame.module.css';
import { AccountMenuList } from './AccountMenuList';
import { AccountSideMenu } from './AccountSideMenu';
import { AccountTabBar } from './AccountTabBar';
import { useSignedInOrRedirect } from './useSignedInOrRedirect';

const LARGE_SCREEN_QUERY = `(min-width: ${breakpoints.large}px)`;

/**
 * The frame around the account pages (spec 1 §2): side menu from 768 px, bottom tab bar with Deposit
 * below 768 px. /account itself goes to the profile on large screens and lists the account pages on
 * small ones. Nobody signed in: back to /.
 */
export function AccountFrame() {
  const signedIn = useSignedInOrRedirect();
  const config = useConfig();
  const pathname = usePathname();
  const small = useIsSmallScreen();
  const large = useMediaQuery(LARGE_SCREEN_QUERY);
  const atRoot = isAccountRoot(pathname);

  useEffect(() => {
    if (signedIn && atRoot && large) {
      navigate(`${PROFILE_PATH}${window.location.search}`, { replace: true });
    }
  }, [signedIn, atRoot, large]);

  if (!signedIn) return null;
  const pages = accountPages(isUS(config));

  return (
    <div className={styles.frame}>
      {small ? (
        <>
          {atRoot && <AccountMenuList pages={pages} />}
          <AccountTabBar pathname={pathname} onDeposit={() => openModal('deposit')} />
        </>
      ) : (
        <AccountSideMenu pages={pages} pathname={pathname} />
      )}
    </div>
  );
}

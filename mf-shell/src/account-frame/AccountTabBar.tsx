import {
  ACCOUNT_ROOT,
  isAccountRoot,
  PROFILE_PATH,
  TRANSACTIONS_PATH,
  WITHDRAW_PATH,
} from '../navigation/accountPages';
import { Link } from '../navigation/Link';
import { isUnder } from '../navigation/isUnder';
import styles from './AccountFrame.module.css';
import { accountMessages } from '../navigation/accountMessages';
import { accountFrameMessages } from './messages';

const text = accountMessages;

const TABS_BEFORE_DEPOSIT = [
  { label: text.profile, path: PROFILE_PATH },
  { label: text.withdraw, path: WITHDRAW_PATH },
];
const TABS_AFTER_DEPOSIT = [
  { label: accountFrameMessages.tabTransactions, path: TRANSACTIONS_PATH },
  { label: accountFrameMessages.tabMenu, path: ACCOUNT_ROOT },
];

interface AccountTabBarProps {
  pathname: string;
  onDeposit: () => void;
}

function isCurrent(pathname: string, path: string) {
  return path === ACCOUNT_ROOT ? isAccountRoot(pathname) : isUnder(pathname, path);
}

/** The 55 px tab bar of small screens: main account pages, Deposit in the middle, the full menu. */
export function AccountTabBar({ pathname, onDeposit }: AccountTabBarProps) {
  const tab = ({ label, path }: { label: string; path: string }) => (
    <Link
      key={path}
      href={path}
      className={styles.tab}
      aria-current={isCurrent(pathname, path) ? 'page' : undefined}
    >
      {label}
    </Link>
  );
  return (
    <nav className={styles.tabBar} aria-label={accountFrameMessages.tabBarLabel}>
      {TABS_BEFORE_DEPOSIT.map(tab)}
      <button type="button" className={styles.depositTab} onClick={onDeposit}>
        {accountFrameMessages.deposit}
      </button>
      {TABS_AFTER_DEPOSIT.map(tab)}
    </nav>
  );
}

import { accountMessages } from './accountMessages';

export const ACCOUNT_ROOT = '/account';
export const PROFILE_PATH = '/account/profile';
export const WITHDRAW_PATH = '/account/withdraw';
export const TRANSACTIONS_PATH = '/account/transactions';
export const ACTIVITY_PATH = '/account/activity';
export const LIMITS_PATH = '/account/limits';

export type AccountPageKey =
  | 'profile'
  | 'withdraw'
  | 'transactions'
  | 'activity'
  | 'limits'
  | 'takeABreak'
  | 'selfExclusion'
  | 'closeAccount';

export interface AccountPage {
  key: AccountPageKey;
  label: string;
  path: string;
}

const text = accountMessages;

/** The account pages in menu order (spec 1 §2); the US region has a timeout instead of a break. */
export function accountPages(us: boolean): AccountPage[] {
  return [
    { key: 'profile', label: text.profile, path: PROFILE_PATH },
    { key: 'withdraw', label: text.withdraw, path: WITHDRAW_PATH },
    { key: 'transactions', label: text.transactions, path: TRANSACTIONS_PATH },
    { key: 'activity', label: text.activity, path: ACTIVITY_PATH },
    { key: 'limits', label: text.limits, path: LIMITS_PATH },
    us
      ? { key: 'takeABreak', label: text.takeATimeout, path: '/account/timeout' }
      : { key: 'takeABreak', label: text.takeABreak, path: '/account/take-a-break' },
    { key: 'selfExclusion', label: text.selfExclusion, path: '/account/self-exclusion' },
    { key: 'closeAccount', label: text.closeAccount, path: '/account/close-account' },
  ];
}

/** True at /account itself (with or without a trailing slash), not at one of its pages. */
export function isAccountRoot(pathname: string) {
  return pathname.replace(/\/+$/, '') === ACCOUNT_ROOT;
}

import type { User } from '@portal/shared-utils';
import { Tutorial } from '../tutorial/Tutorial';
import { AccountMenu } from './AccountMenu';
import { BalanceButton } from './BalanceButton';

/**
 * The signed-in player's side of the header: the bonus gift and balance button (with the balance
 * panel), the account menu, and the post-signup tutorial that points at them (a portal over the
 * page, so it takes no room here).
 */
export function SignedInActions({ user }: { user: User }) {
  return (
    <>
      <BalanceButton user={user} />
      <AccountMenu user={user} />
      <Tutorial />
    </>
  );
}

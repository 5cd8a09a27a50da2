import type { User } from '@portal/shared-utils';
import { RealityCheck } from '../reality-check/RealityCheck';
import { Tutorial } from '../tutorial/Tutorial';
import { AccountMenu } from './AccountMenu';
import { BalanceButton } from './BalanceButton';

/**
 * The signed-in player's side of the header: the bonus gift and balance button (with the balance
 * panel), the account menu, and the post-signup tutorial that points at them and the reality
 * check dialog (portals over the page, so they take no room here).
 */
export function SignedInActions({ user }: { user: User }) {
  return (
    <>
      <BalanceButton user={user} />
      <AccountMenu user={user} />
      <Tutorial />
      <RealityCheck />
    </>
  );
}

import { Loader, useUser } from '@portal/shared-utils';
import { Link } from 'react-router-dom';
import { BalanceFigures } from '../../balance/BalanceFigures';
import { messages } from '../../messages';
import { AccountPage } from '../../page/AccountPage';
import { PendingWithdrawals } from '../pending/PendingWithdrawals';
import { usePendingWithdrawals } from '../pending/usePendingWithdrawals';
import { canWithdraw, VerificationWarning } from '../VerificationWarning';
import { BankAccountEntry } from './BankAccountEntry';
import { BankAccountSummary } from './BankAccountSummary';
import { useBankAccount } from './useBankAccount';
import { WithdrawAmountForm } from './WithdrawAmountForm';
import styles from '../Withdraw.module.css';

const text = messages.withdraw;

/**
 * /account/withdraw outside the US (spec 2 §2): the balances, the amount form for the player's bank
 * account or the bank-account entry, the pending withdrawals, and the links to the profile and the
 * cash transactions. A loader shows until the player is known and, for a player who may withdraw,
 * their bank account; a bank account that could not be read shows neither its form nor the entry.
 */
export function BankWithdrawPage() {
  const user = useUser();
  const bankAccount = useBankAccount();
  const pending = usePendingWithdrawals();
  const verified = user !== null && canWithdraw(user);
  if (!user || (verified && bankAccount.isPending)) {
    return (
      <AccountPage title={text.title}>
        <Loader label={text.loading} />
      </AccountPage>
    );
  }
  const account = bankAccount.data;
  return (
    <AccountPage title={text.title}>
      {!verified && <VerificationWarning idVerified={user.id_verified} />}
      <BalanceFigures showAvailable />
      {verified && account && <WithdrawAmountForm bankAccountId={account.id} />}
      {verified && account && (
        <BankAccountSummary account={account} australian={user.country === 'AU'} />
      )}
      {verified && account === null && <BankAccountEntry />}
      <PendingWithdrawals state={pending} />
      <div className={styles.links}>
        <Link to="/transactions">{text.transactionsLink}</Link>
      </div>
    </AccountPage>
  );
}

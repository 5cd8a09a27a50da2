import { Button, Money, useUser } from '@portal/shared-utils';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { formatMoney } from '@portal/shared-utils';
import { messages } from '../../messages';
import { usWithdrawPath } from './usMethods';
import { UsWithdrawFrame } from './UsWithdrawFrame';
import styles from './UsWithdraw.module.css';

const text = messages.withdraw.us;

/**
 * /account/withdraw/success/{method}: '{amount} Withdraw Requested', when it arrives, and the
 * available balance; Done returns to the start. Opened without a request, it shows the start.
 */
export function UsWithdrawSuccess() {
  const amount = (useLocation().state as { amount?: number } | null)?.amount;
  const user = useUser();
  const navigate = useNavigate();
  if (typeof amount !== 'number') return <Navigate to={usWithdrawPath()} replace />;
  return (
    <UsWithdrawFrame heading={text.successHeading(formatMoney(amount))}>
      <p className={styles.note}>{text.successText}</p>
      <dl className={styles.figures}>
        <dt>{messages.balance.availableBalance}</dt>
        <dd>
          <Money cents={user?.available_balance ?? 0} />
        </dd>
      </dl>
      <Button fullWidth onClick={() => navigate(usWithdrawPath())}>
        {text.done}
      </Button>
    </UsWithdrawFrame>
  );
}

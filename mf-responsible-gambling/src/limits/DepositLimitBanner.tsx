import { formatMoney, type UserLimit } from '@portal/shared-utils';
import { messages } from '../messages';
import styles from './LimitsPage.module.css';
import { lowestDepositLimit } from './lowestDepositLimit';

/** The lowest deposit limit and what remains of it; nothing without a deposit limit. */
export function DepositLimitBanner({ limits }: { limits: UserLimit[] }) {
  const lowest = lowestDepositLimit(limits);
  if (!lowest) return null;
  return (
    <p className={styles.banner}>
      {messages.limits.banner(
        formatMoney(lowest.limit.limit),
        lowest.limit.duration.name,
        formatMoney(lowest.remaining),
      )}
    </p>
  );
}

import type { ActivityStatement } from '@portal/contract';
import { formatMoney } from '@portal/shared-utils';
import type { ReactNode } from 'react';
import { messages } from '../messages';
import { NetResult } from './NetResult';
import styles from './Activity.module.css';

const text = messages.activity.statement;

/**
 * The statement's totals in the order money moves: the balance at the start, what came in and went
 * out, the play and its net result, the balance at the end; bonus money apart, as it is not counted.
 */
export function StatementFigures({ statement }: { statement: ActivityStatement }) {
  const rows: [string, ReactNode][] = [
    [text.openingBalance, formatMoney(statement.opening_balance)],
    [text.deposits, formatMoney(statement.deposits)],
    [text.withdrawals, formatMoney(statement.withdrawals)],
    [text.staked, formatMoney(statement.staked)],
    [text.won, formatMoney(statement.won)],
    [text.netResult, <NetResult key="net" cents={statement.net_result} />],
    ...(statement.adjustments
      ? [[text.adjustments, formatMoney(statement.adjustments)] as [string, ReactNode]]
      : []),
    [text.closingBalance, formatMoney(statement.closing_balance)],
    [text.betCount, String(statement.bet_count)],
    [text.contestCount, String(statement.contest_count)],
  ];
  return (
    <>
      <dl className={styles.figures}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.bonus}>
        <dl className={styles.figures}>
          <div>
            <dt>{text.bonus}</dt>
            <dd>{formatMoney(statement.bonus)}</dd>
          </div>
        </dl>
        <p>{text.bonusNote}</p>
      </div>
    </>
  );
}

import type { ActivityStatement } from '@portal/contract';
import { messages } from '../messages';
import { ProductTable } from './ProductTable';
import { StatementFigures } from './StatementFigures';
import styles from './Activity.module.css';

/** Whether nothing moved in the period: no money in or out, no play, no bonus, no adjustment. */
function isQuiet(statement: ActivityStatement): boolean {
  const { deposits, withdrawals, staked, won, bonus, adjustments, bet_count, contest_count } =
    statement;
  return [deposits, withdrawals, staked, won, bonus, adjustments, bet_count, contest_count].every(
    (figure) => figure === 0,
  );
}

/** A statement's figures and, when there was play, its products; a quiet period says so. */
export function StatementView({ statement }: { statement: ActivityStatement }) {
  const quiet = isQuiet(statement);
  return (
    <>
      {quiet && <p className={styles.note}>{messages.activity.statement.quiet}</p>}
      <StatementFigures statement={statement} />
      {!quiet && <ProductTable products={statement.products} />}
    </>
  );
}

import {
  Button,
  formatDateTime,
  formatMoney,
  useIsSmallScreen,
  VisuallyHidden,
} from '@portal/shared-utils';
import { Fragment, useState } from 'react';
import { messages } from '../messages';
import { TransactionDetails } from './TransactionDetails';
import { signedAmount } from './transactionText';
import type { Transaction } from './transactionsApi';
import cards from '../page/CardList.module.css';
import styles from './Transactions.module.css';

const text = messages.transactions;
const columns = text.columns;

/** The cash transactions: a table on desktop, stacked rows on small screens; each with Details. */
export function TransactionList({ transactions }: { transactions: Transaction[] }) {
  const small = useIsSmallScreen();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((shown) => {
      const next = new Set(shown);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const detailsButton = (transaction: Transaction) => (
    <Button
      variant="link"
      aria-expanded={open.has(transaction.id)}
      aria-controls={`transaction-details-${transaction.id}`}
      aria-label={text.detailsLabel(transaction.id)}
      onClick={() => toggle(transaction.id)}
    >
      {text.details}
    </Button>
  );
  const details = (transaction: Transaction) =>
    open.has(transaction.id) && (
      <TransactionDetails transaction={transaction} id={`transaction-details-${transaction.id}`} />
    );

  if (small) {
    return (
      <ul className={cards.list}>
        {transactions.map((transaction) => (
          <li key={transaction.id} className={cards.card}>
            <dl className={cards.facts}>
              {cells(transaction).map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            {detailsButton(transaction)}
            {details(transaction)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {Object.values(columns).map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
          <th scope="col">
            <VisuallyHidden>{text.details}</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {transactions.map((transaction) => (
          <Fragment key={transaction.id}>
            <tr>
              {cells(transaction).map(([label, value]) => (
                <td key={label}>{value}</td>
              ))}
              <td>{detailsButton(transaction)}</td>
            </tr>
            {open.has(transaction.id) && (
              <tr className={styles.detailsRow}>
                <td colSpan={7}>{details(transaction)}</td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}

/** The columns of spec 2 §2 for one transaction, as [label, text]. */
function cells(transaction: Transaction): [string, string][] {
  return [
    [columns.id, String(transaction.id)],
    [columns.date, formatDateTime(transaction.created_at)],
    [columns.type, transaction.category.name],
    [columns.product, transaction.product?.name ?? '–'],
    [columns.amount, signedAmount(transaction)],
    [columns.balance, formatMoney(transaction.balance)],
  ];
}

import { useConfig } from '@portal/shared-utils';
import { messages } from '../messages';
import { prettifyKey, ticketApp } from './transactionText';
import type { Transaction } from './transactionsApi';
import cards from '../page/CardList.module.css';
import styles from './Transactions.module.css';

/** A transaction's meta under Details: prettified keys, and the brand logo of a ticket. */
export function TransactionDetails({ transaction, id }: { transaction: Transaction; id: string }) {
  const app = ticketApp(transaction, useConfig().clientApps);
  const entries = Object.entries(transaction.meta ?? {});
  return (
    <div id={id} className={styles.details}>
      {app && (
        <img className={styles.logo} src={app.logo.on} alt={messages.transactions.logo(app.name)} />
      )}
      <dl className={cards.facts}>
        {transaction.description && (
          <div>
            <dt>{prettifyKey('description')}</dt>
            <dd>{transaction.description}</dd>
          </div>
        )}
        {entries.map(([key, value]) => (
          <div key={key}>
            <dt>{prettifyKey(key)}</dt>
            <dd>{value ?? ''}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

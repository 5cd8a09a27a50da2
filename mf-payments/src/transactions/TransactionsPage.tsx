import { PlaceholderPage } from '@portal/shared-utils';
import { messages } from '../messages';

/** /account/transactions */
export function TransactionsPage() {
  return (
    <PlaceholderPage title={messages.transactions.title} note={messages.transactions.placeholder} />
  );
}

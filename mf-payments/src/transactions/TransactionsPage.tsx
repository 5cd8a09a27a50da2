import { messages } from '../messages';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** /account/transactions */
export function TransactionsPage() {
  return (
    <PlaceholderPage title={messages.transactions.title} note={messages.transactions.placeholder} />
  );
}

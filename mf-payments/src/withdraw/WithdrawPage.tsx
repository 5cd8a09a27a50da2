import { BalanceFigures } from '../balance/BalanceFigures';
import { messages } from '../messages';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** /account/withdraw */
export function WithdrawPage() {
  return (
    <PlaceholderPage title={messages.withdraw.title} note={messages.withdraw.placeholder}>
      <BalanceFigures showAvailable />
    </PlaceholderPage>
  );
}

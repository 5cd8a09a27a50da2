import { PlaceholderPage } from '@portal/shared-utils';
import { BalanceFigures } from '../balance/BalanceFigures';
import { messages } from '../messages';

/** /account/withdraw */
export function WithdrawPage() {
  return (
    <PlaceholderPage title={messages.withdraw.title} note={messages.withdraw.placeholder}>
      <BalanceFigures showAvailable />
    </PlaceholderPage>
  );
}

import { messages } from '../messages';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** /account/close-account */
export function CloseAccountPage() {
  return (
    <PlaceholderPage title={messages.closeAccount.title} note={messages.closeAccount.placeholder} />
  );
}

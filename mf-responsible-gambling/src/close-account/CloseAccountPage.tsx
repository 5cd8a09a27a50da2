import { PlaceholderPage } from '@portal/shared-utils';
import { messages } from '../messages';

/** /account/close-account */
export function CloseAccountPage() {
  return (
    <PlaceholderPage title={messages.closeAccount.title} note={messages.closeAccount.placeholder} />
  );
}

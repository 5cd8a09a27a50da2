import { PlaceholderPage } from '@portal/shared-utils';
import { messages } from '../messages';

/** /account/limits */
export function LimitsPage() {
  return <PlaceholderPage title={messages.limits.title} note={messages.limits.placeholder} />;
}

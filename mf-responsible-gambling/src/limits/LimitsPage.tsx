import { messages } from '../messages';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** /account/limits */
export function LimitsPage() {
  return <PlaceholderPage title={messages.limits.title} note={messages.limits.placeholder} />;
}

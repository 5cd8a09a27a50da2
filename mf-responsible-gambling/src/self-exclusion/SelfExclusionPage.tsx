import { messages } from '../messages';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** /account/self-exclusion */
export function SelfExclusionPage() {
  return (
    <PlaceholderPage
      title={messages.selfExclusion.title}
      note={messages.selfExclusion.placeholder}
    />
  );
}

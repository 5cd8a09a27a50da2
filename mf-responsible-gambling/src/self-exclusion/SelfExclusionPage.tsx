import { PlaceholderPage } from '@portal/shared-utils';
import { messages } from '../messages';

/** /account/self-exclusion */
export function SelfExclusionPage() {
  return (
    <PlaceholderPage
      title={messages.selfExclusion.title}
      note={messages.selfExclusion.placeholder}
    />
  );
}

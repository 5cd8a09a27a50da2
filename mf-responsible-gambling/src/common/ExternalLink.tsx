import { VisuallyHidden } from '@portal/shared-utils';
import type { ReactNode } from 'react';
import { messages } from '../messages';

/** A link to another site, opened in a new tab (and saying so to screen readers). */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {messages.common.opensInNewTab}</VisuallyHidden>
    </a>
  );
}

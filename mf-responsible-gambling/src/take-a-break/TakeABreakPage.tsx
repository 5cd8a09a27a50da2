import { isUS, PlaceholderPage, useConfig } from '@portal/shared-utils';
import { messages } from '../messages';

const text = messages.takeABreak;

/** /account/take-a-break outside the US, /account/timeout in the US (the same screen). */
export function TakeABreakPage() {
  const us = isUS(useConfig());
  return (
    <PlaceholderPage
      title={us ? text.usTitle : text.title}
      note={us ? text.usPlaceholder : text.placeholder}
    />
  );
}

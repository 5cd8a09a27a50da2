import { isUS, useConfig } from '@portal/shared-utils';
import { Page } from '../common/Page';
import { messages } from '../messages';
import { AuSelfExclusion } from './AuSelfExclusion';
import { UsSelfExclusion } from './UsSelfExclusion';

/** /account/self-exclusion: information outside the US, the self-exclusion form in the US. */
export function SelfExclusionPage() {
  const us = isUS(useConfig());
  return (
    <Page title={messages.selfExclusion.title}>
      {us ? <UsSelfExclusion /> : <AuSelfExclusion />}
    </Page>
  );
}

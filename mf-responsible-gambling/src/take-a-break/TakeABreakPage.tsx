import { isUS, Loader, useConfig, useUser, type User } from '@portal/shared-utils';
import type { ReactNode } from 'react';
import { Card } from '../common/Card';
import { Page } from '../common/Page';
import { Tabs } from '../common/Tabs';
import { messages } from '../messages';
import { BreakChoice } from './BreakChoice';
import type { BreakWording } from './BreakForm';
import { LONG_BREAK_PERIODS, SHORT_BREAK_PERIODS, US_TIMEOUT_PERIODS } from './breakPeriods';
import { BreakStatus } from './BreakStatus';

const text = messages.takeABreak;

const BREAK_WORDING: BreakWording = {
  periodLabel: text.period,
  submit: text.submit,
  confirmTitle: text.confirmTitle,
  confirmText: text.confirmText,
  accepted: text.accepted,
};

const TIMEOUT_WORDING: BreakWording = {
  periodLabel: text.usPeriod,
  submit: text.usSubmit,
  confirmTitle: text.usConfirmTitle,
  confirmText: text.usConfirmText,
  accepted: text.usAccepted,
};

/** The kinds of break outside the US, one tab each. */
const BREAKS = [
  {
    key: 'short',
    label: text.shortBreak,
    consequences: text.shortConsequences,
    periods: SHORT_BREAK_PERIODS,
  },
  {
    key: 'long',
    label: text.longBreak,
    consequences: text.longConsequences,
    periods: LONG_BREAK_PERIODS,
  },
];

/** The break that has not ended yet, if any. */
function currentBreak(user: User): string | null {
  const end = user.break_end_at;
  return end && new Date(end).getTime() > Date.now() ? end : null;
}

/**
 * /account/take-a-break outside the US (Short Break and Long Break tabs) and /account/timeout in
 * the US (one timeout form), the same screen (spec 2 §2); a player on a break sees its dates instead.
 */
export function TakeABreakPage() {
  const us = isUS(useConfig());
  const user = useUser();
  const title = us ? text.usTitle : text.title;

  let content: ReactNode;
  const breakEnd = user && currentBreak(user);
  if (!user) {
    content = <Loader />;
  } else if (breakEnd) {
    content = (
      <Card>
        <BreakStatus
          us={us}
          appliedAt={user.break_applied_at}
          endAt={breakEnd}
          short={user.break_kind === 'short'}
        />
      </Card>
    );
  } else if (us) {
    content = (
      <BreakChoice
        heading={text.usConsequencesHeading}
        consequences={text.usConsequences}
        periods={US_TIMEOUT_PERIODS}
        wording={TIMEOUT_WORDING}
      />
    );
  } else {
    content = (
      <Tabs
        label={text.tabsLabel}
        tabs={BREAKS.map(({ key, label, consequences, periods }) => ({
          key,
          label,
          content: (
            <BreakChoice
              heading={text.consequencesHeading}
              consequences={consequences}
              periods={periods}
              wording={BREAK_WORDING}
            />
          ),
        }))}
      />
    );
  }
  return <Page title={title}>{content}</Page>;
}

import { currentUserQuery, Loader, useConfig, useUser } from '@portal/shared-utils';
import { useQuery } from '@tanstack/react-query';
import { Page } from '../common/Page';
import { Tabs } from '../common/Tabs';
import { messages } from '../messages';
import { RealityCheckSection } from '../reality-check/RealityCheckSection';
import { DepositLimitBanner } from './DepositLimitBanner';
import { LimitsHistory } from './history/LimitsHistory';
import { LimitPanel } from './LimitPanel';
import styles from './LimitsPage.module.css';
import { limitName, offeredLimits } from './limitTypes';

const text = messages.limits;

/**
 * /account/limits: the deposit-limit banner, a '{name} Limits' tab per limit type on offer (deposit
 * and spending; the US adds time), Limits History, and the reality check under the tabs. Refreshes
 * the player's limits on load.
 */
export function LimitsPage() {
  const user = useUser();
  const { features } = useConfig();
  // Read again on every visit; the page shows user$, which the read updates.
  useQuery(currentUserQuery);

  if (!user) {
    return (
      <Page title={text.title}>
        <Loader label={text.loading} />
      </Page>
    );
  }
  const options = offeredLimits(user.locale.available_limits, features);
  return (
    <Page title={text.title}>
      <div className={styles.content}>
        <DepositLimitBanner limits={user.limits} />
        <Tabs
          label={text.tabsLabel}
          tabs={[
            ...options.map((option) => ({
              key: `type-${option.id}`,
              label: text.tab(limitName(option)),
              content: <LimitPanel option={option} user={user} />,
            })),
            { key: 'history', label: text.historyTab, content: <LimitsHistory /> },
          ]}
        />
        <RealityCheckSection />
      </div>
    </Page>
  );
}

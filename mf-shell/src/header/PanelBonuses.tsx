import { formatMoney, type ClientApp, type ClientSummary } from '@portal/shared-utils';
import { summaryBonus } from '../client-summaries/clientSummaryValues';
import { Icon } from '../icons/Icon';
import { AppGroup } from './AppGroup';
import styles from './BalancePanel.module.css';
import { balancePanelMessages } from './balancePanelMessages';

interface PanelBonusesProps {
  apps: ClientApp[];
  summaries: Record<number, ClientSummary>;
}

/** Each client app's bonuses: cash as money, other types ('Tickets') as counts. */
export function PanelBonuses({ apps, summaries }: PanelBonusesProps) {
  return (
    <div className={styles.section}>
      <p className={styles.sectionTitle}>{balancePanelMessages.bonusesTitle}</p>
      <div className={styles.perApp}>
        {apps.map((app) => (
          <AppGroup
            key={app.clientId}
            name={app.name}
            label={balancePanelMessages.appBonuses(app.name)}
          >
            <dl className={styles.bonuses}>
              {app.bonusTypes.map((bonus) => {
                const value = summaryBonus(summaries[app.clientId], bonus.type) ?? 0;
                return (
                  <div key={bonus.type} className={styles.bonus}>
                    <dt>
                      <Icon name={bonus.icon} className={styles.icon} />
                      {bonus.name}
                    </dt>
                    <dd>{bonus.type === 'cash' ? formatMoney(value) : value}</dd>
                  </div>
                );
              })}
            </dl>
          </AppGroup>
        ))}
      </div>
    </div>
  );
}

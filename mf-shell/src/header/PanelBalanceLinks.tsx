import type { BalanceLink, ClientApp, ClientSummary, User } from '@portal/shared-utils';
import { summaryCounter } from '../client-summaries/clientSummaryValues';
import { Icon } from '../icons/Icon';
import { LIMITS_PATH } from '../navigation/accountPages';
import { Link } from '../navigation/Link';
import { isUnder } from '../navigation/isUnder';
import { AppGroup } from './AppGroup';
import styles from './BalancePanel.module.css';
import { balancePanelMessages } from './balancePanelMessages';
import { hasDepositLimit } from './hasDepositLimit';

interface PanelBalanceLinksProps {
  apps: ClientApp[];
  summaries: Record<number, ClientSummary>;
  user: User;
  onNavigate: () => void;
}

/**
 * Each client app's balance links, with the counter named by the link's counterKey and a 'Set Limit'
 * badge on the deposit-limit link while the player has no deposit limit.
 */
export function PanelBalanceLinks({ apps, summaries, user, onNavigate }: PanelBalanceLinksProps) {
  const noDepositLimit = !hasDepositLimit(user);
  const badges = (app: ClientApp, link: BalanceLink) => {
    const count = link.counterKey
      ? summaryCounter(summaries[app.clientId], link.counterKey)
      : undefined;
    return (
      <>
        {count !== undefined && <span className={styles.counter}>{count}</span>}
        {noDepositLimit && isUnder(link.url, LIMITS_PATH) && (
          <span className={styles.setLimit}>{balancePanelMessages.setLimit}</span>
        )}
      </>
    );
  };

  return (
    <div className={styles.perApp}>
      {apps.map((app) => (
        <AppGroup
          key={app.clientId}
          name={app.name}
          label={balancePanelMessages.appLinks(app.name)}
        >
          <ul className={styles.links}>
            {app.balanceLinks.map((link) => (
              <li key={link.url}>
                <Link href={link.url} className={styles.link} onClick={onNavigate}>
                  <Icon name={link.icon} className={styles.icon} />
                  <span className={styles.linkName}>{link.name}</span>
                  {badges(app, link)}
                </Link>
              </li>
            ))}
          </ul>
        </AppGroup>
      ))}
    </div>
  );
}

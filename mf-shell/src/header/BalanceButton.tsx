import {
  clientSummaries$,
  enabledClientApps,
  formatMoney,
  refreshUser,
  useConfig,
  useObservable,
  type User,
} from '@portal/shared-utils';
import { useId, useRef, useState } from 'react';
import { refreshClientSummaries } from '../client-summaries/refreshClientSummaries';
import { summaryBonus } from '../client-summaries/clientSummaryValues';
import { Icon } from '../icons/Icon';
import { messages } from '../messages';
import styles from './BalanceButton.module.css';
import { BalancePanel } from './BalancePanel';
import { useBalanceHidden } from './hideBalance';

/**
 * The balance button, showing the balance or 'Hi, {first name}' when hidden, and the bonus gift
 * beside it (spec 1 §2 Brand bar). Either opens the balance panel; opening it refreshes the user and
 * the client-user bonuses.
 */
export function BalanceButton({ user }: { user: User }) {
  const config = useConfig();
  const summaries = useObservable(clientSummaries$);
  const hidden = useBalanceHidden();
  const [open, setOpen] = useState(false);
  const areaRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const panelId = useId();
  const money = formatMoney(user.balance);
  const shown = hidden ? messages.header.greeting(user.first_name) : money;
  const hasBonus = enabledClientApps(config).some((app) =>
    app.bonusTypes.some(({ type }) => (summaryBonus(summaries[app.clientId], type) ?? 0) > 0),
  );

  const toggle = (opener: HTMLButtonElement) => {
    if (!open) {
      openerRef.current = opener;
      void refreshUser();
      void refreshClientSummaries();
    }
    setOpen(!open);
  };

  const expandedProps = {
    'aria-expanded': open,
    'aria-controls': open ? panelId : undefined,
  };

  return (
    <div ref={areaRef} className={styles.balance}>
      <button
        type="button"
        className={styles.giftButton}
        data-tutorial="bonus"
        aria-label={hasBonus ? messages.header.bonusesAvailable : messages.header.bonuses}
        {...expandedProps}
        onClick={(event) => toggle(event.currentTarget)}
      >
        <Icon name="gift" />
        {hasBonus && <span className={styles.bonusDot} aria-hidden="true" />}
      </button>
      <button
        type="button"
        className={styles.balanceButton}
        data-testid="balance-button"
        data-tutorial="balance"
        aria-label={hidden ? undefined : messages.header.balance(money)}
        title={shown}
        {...expandedProps}
        onClick={(event) => toggle(event.currentTarget)}
      >
        {shown}
      </button>
      {open && (
        <BalancePanel
          id={panelId}
          user={user}
          anchorRef={areaRef}
          onClose={(returnFocus) => {
            setOpen(false);
            if (returnFocus) openerRef.current?.focus();
          }}
        />
      )}
    </div>
  );
}

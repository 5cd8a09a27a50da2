import {
  clientSummaries$,
  enabledClientApps,
  formatMoney,
  logout,
  useConfig,
  useLatest,
  useObservable,
  type User,
} from '@portal/shared-utils';
import { useEffect, useRef, type RefObject } from 'react';
import { SessionTime } from '../clock/SessionTime';
import { WITHDRAW_PATH } from '../navigation/accountPages';
import { Link } from '../navigation/Link';
import { ModalLink } from '../navigation/ModalLink';
import styles from './BalancePanel.module.css';
import { PanelBalanceLinks } from './PanelBalanceLinks';
import { PanelBonuses } from './PanelBonuses';
import { PanelIdentity } from './PanelIdentity';
import { balancePanelMessages } from './balancePanelMessages';

const text = balancePanelMessages;

interface BalancePanelProps {
  id: string;
  user: User;
  anchorRef: RefObject<HTMLElement | null>;
  onClose: (returnFocus: boolean) => void;
}

/**
 * The balance panel (spec 1 §2 Brand bar): who is signed in and whether verified, balance and
 * per-app bonuses, Deposit and Withdraw, per-app balance links, the live session time and Log Out.
 * Escape or a click outside closes it; following anything in it closes it too.
 */
export function BalancePanel({ id, user, anchorRef, onClose }: BalancePanelProps) {
  const config = useConfig();
  const summaries = useObservable(clientSummaries$);
  const apps = enabledClientApps(config);
  const panelRef = useRef<HTMLDivElement>(null);
  const latestOnClose = useLatest(onClose);

  useEffect(() => {
    panelRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !anchorRef.current?.contains(target)) {
        latestOnClose.current(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anchorRef, latestOnClose]);

  const close = () => onClose(false);

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-label={text.label}
      tabIndex={-1}
      className={styles.panel}
      onKeyDown={(event) => event.key === 'Escape' && onClose(true)}
    >
      <PanelIdentity user={user} onNavigate={close} />
      <dl className={styles.figures}>
        <div>
          <dt>{text.balance}</dt>
          <dd>{formatMoney(user.balance)}</dd>
        </div>
        <div>
          <dt>{text.availableBalance}</dt>
          <dd>{formatMoney(user.available_balance)}</dd>
        </div>
      </dl>
      <PanelBonuses apps={apps} summaries={summaries} />
      <div className={styles.actions}>
        <ModalLink modal="deposit" className={styles.primaryAction} onClick={close}>
          {text.deposit}
        </ModalLink>
        <Link href={WITHDRAW_PATH} className={styles.secondaryAction} onClick={close}>
          {text.withdraw}
        </Link>
      </div>
      <PanelBalanceLinks apps={apps} summaries={summaries} user={user} onNavigate={close} />
      <SessionTime user={user} label={text.sessionTime} className={styles.sessionTime} />
      <button
        type="button"
        className={styles.logOut}
        onClick={() => {
          close();
          void logout();
        }}
      >
        {text.logOut}
      </button>
    </div>
  );
}

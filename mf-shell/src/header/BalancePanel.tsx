import { formatMoney, logout, type User } from '@portal/shared-utils';
import { useEffect, useRef, type RefObject } from 'react';
import { messages } from '../messages';
import { Link } from '../navigation/Link';
import { ModalLink } from '../navigation/ModalLink';
import styles from './BalanceButton.module.css';

const text = messages.balancePanel;

interface BalancePanelProps {
  id: string;
  user: User;
  anchorRef: RefObject<HTMLElement | null>;
  onClose: (returnFocus: boolean) => void;
}

/**
 * The balance panel: who is signed in, verification, balance, Deposit and Withdraw, Log Out.
 * Escape or a click outside closes it.
 */
export function BalancePanel({ id, user, anchorRef, onClose }: BalancePanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    panelRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !anchorRef.current?.contains(target)) {
        onCloseRef.current(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anchorRef]);

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
      <div className={styles.identity}>
        <p className={styles.fullName}>
          {user.first_name} {user.last_name}
        </p>
        <p className={styles.handle}>@{user.name}</p>
        <span className={user.id_verified ? styles.verified : styles.unverified}>
          {user.id_verified ? text.verified : text.unverified}
        </span>
        {!user.id_verified && (
          <ModalLink modal="verify" className={styles.verifyNow} onClick={() => onClose(false)}>
            {text.verifyNow}
          </ModalLink>
        )}
      </div>
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
      <div className={styles.actions}>
        <ModalLink modal="deposit" className={styles.primaryAction} onClick={() => onClose(false)}>
          {text.deposit}
        </ModalLink>
        <Link
          href="/account/withdraw"
          className={styles.secondaryAction}
          onClick={() => onClose(false)}
        >
          {text.withdraw}
        </Link>
      </div>
      <button
        type="button"
        className={styles.logOut}
        onClick={() => {
          onClose(false);
          void logout();
        }}
      >
        {text.logOut}
      </button>
    </div>
  );
}

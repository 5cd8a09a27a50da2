import { formatMoney, refreshUser, type User } from '@portal/shared-utils';
import { useId, useRef, useState } from 'react';
import { messages } from '../messages';
import styles from './BalanceButton.module.css';
import { BalancePanel } from './BalancePanel';
import { useBalanceHidden } from './hideBalance';

/** Shows the balance, or 'Hi, {first name}' when hidden; opens the balance panel (spec 1 §2). */
export function BalanceButton({ user }: { user: User }) {
  const hidden = useBalanceHidden();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const money = formatMoney(user.balance);

  const toggle = () => {
    if (!open) void refreshUser();
    setOpen(!open);
  };

  return (
    <div className={styles.balance}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.balanceButton}
        data-testid="balance-button"
        aria-label={hidden ? undefined : messages.header.balance(money)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        {hidden ? messages.header.greeting(user.first_name) : money}
      </button>
      {open && (
        <BalancePanel
          id={panelId}
          user={user}
          anchorRef={buttonRef}
          onClose={(returnFocus) => {
            setOpen(false);
            if (returnFocus) buttonRef.current?.focus();
          }}
        />
      )}
    </div>
  );
}

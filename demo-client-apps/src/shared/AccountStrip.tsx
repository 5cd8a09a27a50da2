import { messages } from './messages';
import { usePlayer } from './usePlayer';
import { usePortal } from './portalContext';
import styles from './ClientAppPage.module.css';

/** The player's live balance with Deposit, or Login when signed out; both open the portal's modals. */
export function AccountStrip() {
  const { openModal, formatMoney, appName } = usePortal();
  const { user } = usePlayer();
  return (
    <div className={styles.strip} aria-label={`${appName} account`} role="group">
      {user ? (
        <>
          <p className={styles.balance}>
            <span className={styles.balanceLabel}>{messages.balance}</span>
            <span className={styles.balanceAmount} data-testid="client-app-balance">
              {formatMoney(user.balance)}
            </span>
          </p>
          <button type="button" className={styles.primary} onClick={() => openModal('deposit')}>
            {messages.deposit}
          </button>
        </>
      ) : (
        <>
          <p className={styles.stripText}>{messages.signedOut}</p>
          <button type="button" className={styles.primary} onClick={() => openModal('login')}>
            {messages.login}
          </button>
        </>
      )}
    </div>
  );
}

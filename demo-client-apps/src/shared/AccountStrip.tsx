import { LoginPrompt } from './LoginPrompt';
import { messages } from './messages';
import { usePlayer } from './usePlayer';
import { usePortal } from './portalContext';
import styles from './ClientAppPage.module.css';

/** The player's live balance with Deposit, or Log in when signed out; both open the portal's modals. */
export function AccountStrip() {
  const { openModal, formatMoney, appName } = usePortal();
  const { user } = usePlayer();
  return (
    <div className={styles.stripArea} aria-label={`${appName} account`} role="group">
      {user ? (
        <div className={styles.strip}>
          <p className={styles.balance}>
            <span className={styles.balanceLabel}>{messages.balance}</span>
            <span className={styles.balanceAmount} data-testid="client-app-balance">
              {formatMoney(user.balance)}
            </span>
          </p>
          <button type="button" className={styles.primary} onClick={() => openModal('deposit')}>
            {messages.deposit}
          </button>
        </div>
      ) : (
        <LoginPrompt text={messages.signedOut} className={styles.strip} />
      )}
    </div>
  );
}

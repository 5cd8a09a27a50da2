import {
  appMenu,
  BETTING_CLIENT_ID,
  enabledClientApps,
  messages as sharedMessages,
  useConfig,
  type PortalConfig,
} from '@portal/shared-utils';
import type { MouseEvent } from 'react';
import { messages } from '../../messages';
import styles from './UsDeposit.module.css';

const text = messages.deposit.us;

/**
 * Where a player reaches Customer Service: the betting app's Live Chat (its menu's entry), when the
 * page offers the betting app. The brand data has no support phone or e-mail.
 */
export function liveChatUrl(config: PortalConfig): string | null {
  if (!enabledClientApps(config).some((app) => app.clientId === BETTING_CLIENT_ID)) return null;
  const entry = appMenu(BETTING_CLIENT_ID).find(
    ({ name }) => name === sharedMessages.appMenus.liveChat,
  );
  return entry?.url ?? null;
}

/** Opens a page of the portal in place: the portal's router follows, and the modal closes. */
function openInPortal(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  window.history.pushState(null, '', event.currentTarget.getAttribute('href'));
}

/** The deposit's help line: how to reach Customer Service. */
export function DepositHelp() {
  const chat = liveChatUrl(useConfig());
  return (
    <p className={styles.help}>
      {text.help}{' '}
      {chat ? (
        <a href={chat} onClick={openInPortal}>
          {text.liveChat}
        </a>
      ) : (
        text.contactSupport
      )}
    </p>
  );
}

import {
  appMenu,
  BETTING_CLIENT_ID,
  enabledClientApps,
  messages as sharedMessages,
  navigate,
  useConfig,
  type PortalConfig,
} from '@portal/shared-utils';
import type { MouseEvent } from 'react';
import { messages } from '../../messages';
import styles from './UsDeposit.module.css';

const text = messages.deposit.us;

/**
 * The betting app's Live Chat (its menu's entry), when the page offers the betting app: one more way
 * to reach Customer Service besides the brand's phone and e-mail.
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
  navigate(event.currentTarget.href);
}

/** The deposit's help line: the brand's support phone and e-mail, and Live Chat where offered. */
export function DepositHelp() {
  const config = useConfig();
  const { phone, email } = config.brand.support;
  const chat = liveChatUrl(config);
  return (
    <div className={styles.help}>
      <p>
        {text.help}
        {phone && email && (
          <>
            {' '}
            {text.contactSupport} {text.call}{' '}
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> {text.or} {text.email}{' '}
            <a href={`mailto:${email}`}>{email}</a>.
          </>
        )}
      </p>
      {chat && (
        <p>
          <a href={chat} onClick={openInPortal}>
            {text.liveChat}
          </a>
        </p>
      )}
    </div>
  );
}

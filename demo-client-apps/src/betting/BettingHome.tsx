import { useEffect, useRef } from 'react';
import { ClientAppPage } from '../shared/ClientAppPage';
import { messages } from '../shared/messages';
import { usePageLocation } from '../shared/PageRouter';
import { usePortal } from '../shared/portalContext';
import styles from '../shared/ClientAppPage.module.css';
import { FEATURED_EVENTS } from './events';

const text = messages.betting;
export const LIVE_CHAT_ANCHOR = 'livechat';

/** /betting: featured events and the live chat section the menu's /betting/#livechat reaches. */
export function BettingHome() {
  const { appName } = usePortal();
  const { hash } = usePageLocation();
  const liveChatRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (hash !== `#${LIVE_CHAT_ANCHOR}`) return;
    liveChatRef.current?.scrollIntoView();
    liveChatRef.current?.focus();
  }, [hash]);

  return (
    <ClientAppPage title={appName}>
      <h2 className={styles.subtitle}>{text.featured}</h2>
      <ul className={styles.list}>
        {FEATURED_EVENTS.map((event) => (
          <li key={event.id} className={styles.row}>
            <span className={styles.rowName}>{event.name}</span>
            <span className={styles.rowDetail}>
              {text.startsAt} {event.startsAt}
            </span>
            <span className={styles.rowValue}>{event.price.toFixed(2)}</span>
          </li>
        ))}
      </ul>
      <section
        id={LIVE_CHAT_ANCHOR}
        ref={liveChatRef}
        tabIndex={-1}
        className={styles.card}
        aria-labelledby="betting-live-chat"
      >
        <h2 id="betting-live-chat" className={styles.subtitle}>
          {text.liveChat}
        </h2>
        <p className={styles.text}>{text.liveChatText}</p>
      </section>
    </ClientAppPage>
  );
}

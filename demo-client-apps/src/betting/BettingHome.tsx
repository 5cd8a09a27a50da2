import { useEffect, useRef } from 'react';
import { ClientAppPage } from '../shared/ClientAppPage';
import { messages } from '../shared/messages';
import { usePageLocation } from '../shared/PageRouter';
import { PlayAction } from '../shared/PlayAction';
import { usePortal } from '../shared/portalContext';
import styles from '../shared/ClientAppPage.module.css';
import { FEATURED_EVENTS, formatPrice, STAKE_CENTS } from './events';

const text = messages.betting;
export const LIVE_CHAT_ANCHOR = 'livechat';

/**
 * /betting: featured events, each with a bet on its selection at the stake the platform takes, and
 * the live chat section the menu's /betting/#livechat reaches.
 */
export function BettingHome() {
  const { appName, formatMoney } = usePortal();
  const stake = formatMoney(STAKE_CENTS);
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
              {event.selection} · {text.startsAt} {event.startsAt}
            </span>
            <span className={styles.rowValue}>{formatPrice(event.priceHundredths)}</span>
            <PlayAction
              route="bets"
              choice={{ event_id: event.id }}
              label={text.bet(stake)}
              name={text.betName(stake, event.selection, event.name)}
              placedText={(amount) =>
                text.betPlaced(
                  formatMoney(amount),
                  event.selection,
                  formatPrice(event.priceHundredths),
                )
              }
            />
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

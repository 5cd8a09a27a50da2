import { clientAppRoutes } from '../shared/clientAppRoutes';
import { messages } from '../shared/messages';
import { BettingHome } from './BettingHome';

const text = messages.betting;

/** The betting client app's pages, under the base path its host gives. */
export const bettingRoutes = clientAppRoutes(<BettingHome />, [
  {
    path: 'my-bets',
    title: text.myBets,
    signedOutText: text.myBetsSignedOut,
    counterKey: 'active_bet_count',
    note: text.activeBets,
  },
]);

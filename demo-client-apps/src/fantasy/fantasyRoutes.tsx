import { clientAppRoutes } from '../shared/clientAppRoutes';
import { messages } from '../shared/messages';
import { FantasyHome } from './FantasyHome';

const text = messages.fantasy;

/** The fantasy client app's pages, under the base path its host gives. */
export const fantasyRoutes = clientAppRoutes(<FantasyHome />, [
  {
    path: 'my-contests',
    title: text.myContests,
    signedOutText: text.myContestsSignedOut,
    counterKey: 'active_contest_count',
    note: text.activeContests,
  },
  {
    path: 'my-teams',
    title: text.myTeams,
    signedOutText: text.myTeamsSignedOut,
    note: () => text.noTeams,
  },
  {
    path: 'account/history',
    title: text.history,
    signedOutText: text.historySignedOut,
    note: () => text.noHistory,
  },
]);

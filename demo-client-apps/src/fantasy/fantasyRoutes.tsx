import { Route, Routes } from 'react-router-dom';
import { FantasyHome } from './FantasyHome';
import { CounterPage } from '../shared/CounterPage';
import { messages } from '../shared/messages';
import { NotFound } from '../shared/NotFound';
import { PlayerNotePage } from '../shared/PlayerNotePage';

const text = messages.fantasy;

/** The fantasy client app's pages, under the base path its host gives. */
export const fantasyRoutes = (
  <Routes>
    <Route index element={<FantasyHome />} />
    <Route
      path="my-contests"
      element={
        <CounterPage
          title={text.myContests}
          signedOutText={text.myContestsSignedOut}
          counterKey="active_contest_count"
          sentence={text.activeContests}
        />
      }
    />
    <Route
      path="my-teams"
      element={
        <PlayerNotePage
          title={text.myTeams}
          signedOutText={text.myTeamsSignedOut}
          note={text.noTeams}
        />
      }
    />
    <Route
      path="account/history"
      element={
        <PlayerNotePage
          title={text.history}
          signedOutText={text.historySignedOut}
          note={text.noHistory}
        />
      }
    />
    <Route path="*" element={<NotFound />} />
  </Routes>
);

import { Route, Routes } from 'react-router-dom';
import { BettingHome } from './BettingHome';
import { CounterPage } from '../shared/CounterPage';
import { messages } from '../shared/messages';
import { NotFound } from '../shared/NotFound';

const text = messages.betting;

/** The betting client app's pages, under the base path its host gives. */
export const bettingRoutes = (
  <Routes>
    <Route index element={<BettingHome />} />
    <Route
      path="my-bets"
      element={
        <CounterPage
          title={text.myBets}
          signedOutText={text.myBetsSignedOut}
          counterKey="active_bet_count"
          sentence={text.activeBets}
        />
      }
    />
    <Route path="*" element={<NotFound />} />
  </Routes>
);

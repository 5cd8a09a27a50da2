import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from './NotFound';
import { PlayerPage, type PlayerPageSpec } from './PlayerPage';

/** A client app's routes: `home` at its base path, the player's pages, and a not-found page. */
export function clientAppRoutes(home: ReactNode, playerPages: PlayerPageSpec[]) {
  return (
    <Routes>
      <Route index element={home} />
      {playerPages.map((page) => (
        <Route key={page.path} path={page.path} element={<PlayerPage {...page} />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

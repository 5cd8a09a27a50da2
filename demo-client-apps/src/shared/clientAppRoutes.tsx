import type { ReactNode } from 'react';
import { NotFound } from './NotFound';
import { usePageLocation } from './PageRouter';
import { PlayerPage, type PlayerPageSpec } from './PlayerPage';

/** Matches the page's path below the base path: home at '/', the player's pages, else not-found. */
function ClientAppRoutes({
  home,
  playerPages,
}: {
  home: ReactNode;
  playerPages: PlayerPageSpec[];
}) {
  const { path } = usePageLocation();
  if (path === '/') return home;
  const page = playerPages.find((spec) => `/${spec.path}`.toLowerCase() === path.toLowerCase());
  return page ? <PlayerPage key={page.path} {...page} /> : <NotFound />;
}

/** A client app's routes: `home` at its base path, the player's pages, and a not-found page. */
export function clientAppRoutes(home: ReactNode, playerPages: PlayerPageSpec[]) {
  return <ClientAppRoutes home={home} playerPages={playerPages} />;
}

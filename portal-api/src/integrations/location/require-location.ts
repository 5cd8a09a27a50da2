import type { AppContext } from '../../app-context';
import { generalError } from '../../http/http-error';
import { messages } from '@portal/contract';

/** A player about to move money: where they live decides whether their location is checked. */
export interface LocatedPlayer {
  id: number;
  country: string;
  state: string | null;
}

/**
 * A US player moves money only from inside their state, proven now: the geo packet the location
 * client obtained must verify for this player at this moment, else a 403 and nothing moves.
 * Players outside the US are not located.
 */
export async function requireFreshLocation(
  ctx: AppContext,
  player: LocatedPlayer,
  geoPacket: string | undefined,
): Promise<void> {
  if (player.country !== 'US') return;
  const located = await ctx.integrations.location.verify(geoPacket, {
    userId: player.id,
    state: player.state ?? '',
    now: ctx.clock(),
  });
  if (!located) throw generalError(403, messages.withdrawals.locationUnverified);
}

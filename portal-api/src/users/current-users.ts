import { hashTokenSecret, isTokenSecret } from '../auth/token-secret';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { bringLimitsUpToDate } from '../limits/due-limit-changes';
import { CurrentUserCache } from './current-user-cache';
import { readCurrentUser, type CurrentUserRecord } from './current-user-query';
import type { EmbedName } from './user-embeds';
import type { AvatarUrl } from './user-queries';

/** The channel the database's triggers (migration 016) announce a changed player's id on. */
export const PLAYER_CHANGED_CHANNEL = 'portal_player_changed';

export interface CurrentUsers {
  /**
   * The bearer token `secret` and its player with `embeds` as shown on brand `brandId`, pending
   * limit changes applied.
   */
  read(secret: string, embeds: ReadonlySet<EmbedName>, brandId: number): Promise<CurrentUserRecord>;
}

const NO_TOKEN: CurrentUserRecord = {
  token: undefined,
  user: undefined,
  limitsDue: false,
  changesAt: null,
};

/**
 * Reads the current user in one statement. On a database that announces each change before the
 * changing statement resolves (PGlite) the result is cached until the player changes; elsewhere
 * (a PostgreSQL server shared by several API processes) every call reads the database.
 */
export async function createCurrentUsers(
  db: Db,
  clock: Clock,
  avatarUrl: AvatarUrl,
): Promise<CurrentUsers> {
  const readFresh = async (
    tokenHash: string,
    embeds: ReadonlySet<EmbedName>,
    brandId: number,
    now: Date,
  ) => {
    const query = { tokenHash, embeds, brandId, now };
    const found = await readCurrentUser(db, query, avatarUrl);
    if (!found.limitsDue || !found.token) return found;
    await bringLimitsUpToDate(db, found.token.user_id, now);
    return readCurrentUser(db, query, avatarUrl);
  };

  let cache: CurrentUserCache | undefined;
  if (db.listenSynchronously) {
    const players = new CurrentUserCache();
    await db.listenSynchronously(PLAYER_CHANGED_CHANNEL, (id) => players.forgetPlayer(Number(id)));
    cache = players;
  }

  return {
    async read(secret, embeds, brandId) {
      if (!isTokenSecret(secret)) return NO_TOKEN;
      const tokenHash = hashTokenSecret(secret);
      const now = clock();
      if (!cache) return readFresh(tokenHash, embeds, brandId, now);
      const key = `${tokenHash}:${brandId}:${[...embeds].sort().join(',')}`;
      return cache.get(key, now, () => readFresh(tokenHash, embeds, brandId, now));
    },
  };
}

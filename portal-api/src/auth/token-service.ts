import { addSeconds, type Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { lockPlayer } from '../restrictions/player-lock';
import { hashTokenSecret, isTokenSecret, newTokenSecret } from './token-secret';

export interface TokenRecord {
  id: number;
  user_id: number;
  /** The brand of the token's account. */
  brand_id: number;
  platform: string | null;
  session_started_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  refreshed_at: Date | null;
}

/**
 * What a presented bearer token is: `active` (usable), `expired` (refreshable within the window),
 * `revoked` (logged out or already exchanged for a new one) or `invalid` (unknown, malformed,
 * past its refresh window, or its session past the absolute lifetime).
 */
export type TokenState =
  | { state: 'active'; token: TokenRecord }
  | { state: 'expired'; token: TokenRecord }
  | { state: 'revoked' }
  | {
      state: 'invalid';
      reason: 'malformed' | 'unknown' | 'refresh-window-passed' | 'session-ended';
    };

export interface IssueTokenInput {
  userId: number;
  /** The brand of the player's account. */
  brandId: number;
  platform: string | null;
  sessionStartedAt: Date;
}

export interface TokenSettings {
  ttlSeconds: number;
  refreshWindowSeconds: number;
  /** From login: tokens expire by then at the latest and cannot be refreshed after. */
  sessionMaxAgeSeconds: number;
}

export const TOKEN_COLUMNS =
  'id, user_id, brand_id, platform, session_started_at, expires_at, revoked_at, refreshed_at';

/** Issues, reads, revokes and refreshes the access tokens kept as SHA-256 hashes. */
export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly settings: TokenSettings,
  ) {}

  async issue(
    q: Queryable,
    { userId, brandId, platform, sessionStartedAt }: IssueTokenInput,
  ): Promise<string> {
    const secret = newTokenSecret();
    const now = this.clock();
    const expiresAt = addSeconds(now, this.settings.ttlSeconds);
    const sessionEnd = this.sessionEnd(sessionStartedAt);
    // The token's logged-in time starts now (session_activity, limits/logged-in-time.ts).
    await q.query(
      `WITH token AS (
         INSERT INTO access_tokens
           (user_id, brand_id, token_hash, platform, session_started_at, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, user_id, created_at)
       INSERT INTO session_activity (token_id, user_id, last_seen_at)
       SELECT id, user_id, created_at FROM token`,
      [
        userId,
        brandId,
        hashTokenSecret(secret),
        platform,
        sessionStartedAt,
        now,
        expiresAt < sessionEnd ? expiresAt : sessionEnd,
      ],
    );
    return secret;
  }

  async resolve(secret: string): Promise<TokenState> {
    if (!isTokenSecret(secret)) return { state: 'invalid', reason: 'malformed' };
    const [token] = await this.db.query<TokenRecord>(
      `SELECT ${TOKEN_COLUMNS} FROM access_tokens WHERE token_hash = $1`,
      [hashTokenSecret(secret)],
    );
    return this.stateOf(token);
  }

  /** What the stored token (undefined: none has the presented secret's hash) is now. */
  stateOf(token: TokenRecord | undefined): TokenState {
    if (!token) return { state: 'invalid', reason: 'unknown' };
    if (token.revoked_at || token.refreshed_at) return { state: 'revoked' };
    const now = this.clock();
    if (now < token.expires_at) return { state: 'active', token };
    if (now >= this.sessionEnd(token.session_started_at)) {
      return { state: 'invalid', reason: 'session-ended' };
    }
    if (now < addSeconds(token.expires_at, this.settings.refreshWindowSeconds)) {
      return { state: 'expired', token };
    }
    return { state: 'invalid', reason: 'refresh-window-passed' };
  }

  private sessionEnd(sessionStartedAt: Date): Date {
    return addSeconds(sessionStartedAt, this.settings.sessionMaxAgeSeconds);
  }

  async revoke(tokenId: number): Promise<void> {
    await this.db.query(
      'UPDATE access_tokens SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL',
      [tokenId, this.clock()],
    );
  }

  /** Ends every session of the player (a break, self-exclusion or closure was accepted). */
  async revokeAll(q: Queryable, userId: number): Promise<void> {
    await q.query(
      'UPDATE access_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
      [userId, this.clock()],
    );
  }

  /**
   * Exchanges a token for a new one in the same session. Only the first exchange of a token wins;
   * returns null when it was already refreshed or revoked, or its session has ended. Under the
   * player's lock, so that a restriction ending the player's sessions never misses the new token.
   */
  async refresh(tokenId: number): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      const [owner] = await tx.query<{ user_id: number }>(
        'SELECT user_id FROM access_tokens WHERE id = $1',
        [tokenId],
      );
      if (!owner) return null;
      await lockPlayer(tx, owner.user_id);
      const now = this.clock();
      const [old] = await tx.query<TokenRecord>(
        `UPDATE access_tokens SET refreshed_at = $2
         WHERE id = $1 AND refreshed_at IS NULL AND revoked_at IS NULL
           AND session_started_at > $2::timestamptz - make_interval(secs => $3)
         RETURNING ${TOKEN_COLUMNS}`,
        [tokenId, now, this.settings.sessionMaxAgeSeconds],
      );
      if (!old) return null;
      return this.issue(tx, {
        userId: old.user_id,
        brandId: old.brand_id,
        platform: old.platform,
        sessionStartedAt: old.session_started_at,
      });
    });
  }
}

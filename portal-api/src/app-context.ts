import type { FastifyBaseLogger } from 'fastify';
import type { LoginThrottle } from './auth/login-throttle';
import type { PasswordHasher } from './auth/passwords';
import type { RateLimiter } from './auth/rate-limiter';
import type { TokenService } from './auth/token-service';
import type { AvatarStore } from './avatars/avatar-store';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Db } from './db/db';
import type { Integrations } from './integrations/integrations';
import type { Outbox } from './integrations/outbox';
import type { RealtimePublisher } from './realtime/realtime-publisher';
import type { AvailableLimitsOf } from './limits/limit-queries';
import type { CurrentUsers } from './users/current-users';
import type { AvatarUrl } from './users/user-queries';

/** What the route modules share. */
export interface AppContext {
  db: Db;
  config: AppConfig;
  clock: Clock;
  tokens: TokenService;
  passwords: PasswordHasher;
  loginThrottle: LoginThrottle;
  /** Abuse limits stored in the database (shared by every API process). */
  limiter: RateLimiter;
  realtime: RealtimePublisher;
  integrations: Integrations;
  /** What the e-mail and SMS sandboxes would have sent. */
  outbox: Outbox;
  avatars: AvatarStore;
  avatarUrl: AvatarUrl;
  /** The limit types a player of the country may set (reference data, read at start). */
  availableLimits: AvailableLimitsOf;
  /** The server's log. */
  log: FastifyBaseLogger;
  /** GET /users/current's reader: one statement, cached on PGlite. */
  currentUsers: CurrentUsers;
}

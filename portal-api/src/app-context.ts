import type { TokenService } from './auth/token-service';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Db } from './db/db';
import type { RealtimePublisher } from './realtime/realtime-publisher';

/** What the route modules share. */
export interface AppContext {
  db: Db;
  config: AppConfig;
  clock: Clock;
  tokens: TokenService;
  realtime: RealtimePublisher;
}

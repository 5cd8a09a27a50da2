import { devClientErrorsRoute } from '@portal/contract';
import type { RecentClientErrors } from '../client-errors/recent-client-errors';
import type { Api } from '../http/api';

/** Development only: the front-end error reports this API received last, newest first. */
export async function devClientErrorRoutes(app: Api, recent: RecentClientErrors): Promise<void> {
  app.get('/dev/client-errors', { schema: devClientErrorsRoute }, async () => ({
    data: recent.list(),
  }));
}

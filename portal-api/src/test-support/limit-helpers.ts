import type { callAs } from './deposit-helpers';

export const HOUR = 60 * 60;
export const DAY = 24 * HOUR;

type Call = ReturnType<typeof callAs>;

interface LimitBody {
  limit_type_id: number;
  duration_type_id: number;
  limit?: number | null;
}

/** POST /limits as the player. */
export function setLimit(call: Call, body: LimitBody) {
  return call('POST', '/limits', body);
}

/** The player's limits in force and pending, as GET /users/current?embed=limits gives them. */
export async function limitsOf(call: Call) {
  const response = await call('GET', '/users/current?embed=limits');
  const { limits, limit_requests } = response.json().data;
  return { limits, limit_requests };
}

/** The player's limits history (GET /users/limits/history) with the query given. */
export async function historyOf(call: Call, query = 'page=1') {
  return call('GET', `/users/limits/history?${query}`);
}

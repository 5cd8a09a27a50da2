import type { NetPosition } from '@portal/contract';
import { apiGet } from '@portal/shared-utils';

/** GET /activity/net-position: the player's net result this month, this year and since opening. */
export async function fetchNetPosition(): Promise<NetPosition> {
  const { data } = await apiGet<{ data: NetPosition }>('/activity/net-position');
  return data.data;
}

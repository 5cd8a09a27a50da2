import type { RealityCheck } from '@portal/contract';
import { apiGet } from '@portal/shared-utils';

/** GET /responsible-gambling/reality-check: the interval and this session as the server counts it. */
export async function fetchRealityCheck(): Promise<RealityCheck> {
  const { data } = await apiGet<{ data: RealityCheck }>('/responsible-gambling/reality-check');
  return data.data;
}

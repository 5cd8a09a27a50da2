import type { RealityCheck } from '@portal/contract';
import { apiPost } from '@portal/shared-utils';

/** POST /responsible-gambling/reality-check/acknowledge: the player answered; the next one is due an interval from now. */
export async function acknowledgeRealityCheck(): Promise<RealityCheck> {
  const { data } = await apiPost<{ data: RealityCheck }>(
    '/responsible-gambling/reality-check/acknowledge',
  );
  return data.data;
}

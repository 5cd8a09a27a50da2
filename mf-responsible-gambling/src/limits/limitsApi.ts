import { apiPost } from '@portal/shared-utils';

export interface LimitChange {
  limitTypeId: number;
  durationTypeId: number;
  /** Cents; null removes the type's limit; undefined sets a plain-duration limit (no amount). */
  limit?: number | null;
}

/** POST /limits (spec 2 §7): sets, tightens, loosens or removes one limit. */
export async function changeLimit({ limitTypeId, durationTypeId, limit }: LimitChange) {
  await apiPost('/limits', {
    limit_type_id: limitTypeId,
    duration_type_id: durationTypeId,
    ...(limit === undefined ? {} : { limit }),
  });
}

import { apiPost } from '@portal/shared-utils';

/** The periods a US player may choose (spec 2 §9): 1 year, 5 years or lifetime. */
export type ExclusionPeriod = '1y' | '5y' | 'lifetime';

/**
 * Self-exclusion (spec 2 §7): POST /users/self_exclude with the period, or the lifetime
 * self-exclusion call, POST /users/self_exclude/lifetime, for a lifetime.
 */
export async function selfExclude(period: ExclusionPeriod): Promise<void> {
  if (period === 'lifetime') await apiPost('/users/self_exclude/lifetime');
  else await apiPost('/users/self_exclude', { period });
}

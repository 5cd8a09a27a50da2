import {
  apiGet,
  DEPOSIT_LIMIT_TYPE_ID,
  type AvailableLimit,
  type Named,
} from '@portal/shared-utils';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** What sign-up offers (GET /users/register). */
export interface Registration {
  available_limits: AvailableLimit[];
}

/** GET /users/register (no token): the registration metadata. */
export async function fetchRegistration(): Promise<Registration> {
  const { data } = await apiGet<{ data: Registration }>('/users/register', { auth: false });
  return data.data;
}

/** The registration metadata as a query. */
export const registerQuery = queryOptions({
  queryKey: ['users', 'register'] as const,
  queryFn: fetchRegistration,
});

const NO_DURATIONS: Named[] = [];

function depositLimitDurations(registration: Registration): Named[] {
  const deposit = registration.available_limits.find((limit) => limit.id === DEPOSIT_LIMIT_TYPE_ID);
  return deposit?.durations ?? NO_DURATIONS;
}

/** The deposit limit durations on offer at sign-up; [] until read, or if the read fails. */
export function useDepositLimitDurations(enabled: boolean): Named[] {
  const { data } = useQuery({ ...registerQuery, enabled, select: depositLimitDurations });
  return data ?? NO_DURATIONS;
}

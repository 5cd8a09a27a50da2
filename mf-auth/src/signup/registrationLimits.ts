import {
  apiGet,
  DEPOSIT_LIMIT_TYPE_ID,
  type AvailableLimit,
  type Named,
} from '@portal/shared-utils';
import { useEffect, useState } from 'react';

/** The deposit limit durations on offer at sign-up (GET /users/register); [] until read or if it fails. */
export function useDepositLimitDurations(enabled: boolean): Named[] {
  const [durations, setDurations] = useState<Named[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    apiGet<{ data: { available_limits: AvailableLimit[] } }>('/users/register', { auth: false })
      .then(({ data }) => {
        const deposit = data.data.available_limits.find(
          (limit) => limit.id === DEPOSIT_LIMIT_TYPE_ID,
        );
        if (current) setDurations(deposit?.durations ?? []);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [enabled]);
  return durations;
}

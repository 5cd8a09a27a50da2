import { useEffect, useState } from 'react';
import { notifyFailure } from '../../notices/notices';
import { fetchWithdrawalMethods, type WithdrawalMethods } from './usWithdrawApi';

const NONE: WithdrawalMethods = { data: {}, meta: { min_withdrawal: 0 } };

/** The US withdrawal methods, null while loading; a failure says why and leaves none. */
export function useWithdrawalMethods(): WithdrawalMethods | null {
  const [methods, setMethods] = useState<WithdrawalMethods | null>(null);
  useEffect(() => {
    let active = true;
    fetchWithdrawalMethods().then(
      (answer) => active && setMethods(answer),
      (error) => {
        if (!active) return;
        setMethods(NONE);
        notifyFailure(error);
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return methods;
}

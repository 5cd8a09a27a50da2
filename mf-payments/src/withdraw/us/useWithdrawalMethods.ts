import { notifyFailure } from '@portal/shared-utils';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messages } from '../../messages';
import { withdrawalMethodsQuery, type WithdrawalMethods } from './usWithdrawApi';

const NONE: WithdrawalMethods = { data: {}, meta: { min_withdrawal: 0 } };

/** The US withdrawal methods, null while loading; a failure says why and leaves none. */
export function useWithdrawalMethods(): WithdrawalMethods | null {
  const { data, error } = useQuery(withdrawalMethodsQuery);
  useEffect(() => {
    if (error) notifyFailure(messages.errorTitle, error);
  }, [error]);
  return data ?? (error ? NONE : null);
}

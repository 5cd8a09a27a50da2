import { notifyFailure } from '@portal/shared-utils';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messages } from '../../messages';
import { paymentDetailQuery } from '../../payment-details/paymentDetailQuery';

/**
 * The player's bank account (null when they have none); a failed read says why in a notice and
 * leaves the data undefined.
 */
export function useBankAccount() {
  const result = useQuery(paymentDetailQuery('user_bank_account'));
  const { error } = result;
  useEffect(() => {
    if (error) notifyFailure(messages.errorTitle, error);
  }, [error]);
  return result;
}

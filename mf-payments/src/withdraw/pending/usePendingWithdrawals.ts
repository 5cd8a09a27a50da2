import { notifyFailure, notifySuccess, refreshUser } from '@portal/shared-utils';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { messages } from '../../messages';
import type { Paged } from '../../paging/paged';
import {
  isAutomaticPending,
  pendingWithdrawalsQuery,
  useCancelWithdrawal,
  type Withdrawal,
} from './withdrawalsApi';

/** How often the list is asked again while an automatic withdrawal is pending (spec 2 §4, §9). */
export const AUTO_REFRESH_MS = 2000;

const EMPTY: Paged<Withdrawal> = {
  data: [],
  meta: { pagination: { current_page: 1, total_pages: 1 } },
};

/**
 * The player's pending and processing withdrawals, one page at a time (page 1 first, the page shown
 * staying while another loads). While any listed withdrawal is pending and automatic, the list is
 * asked again every 2 seconds until none is. A failed load or cancel is said in a notice.
 */
export function usePendingWithdrawals() {
  const [page, setPage] = useState(1);
  const { data, error } = useQuery({
    ...pendingWithdrawalsQuery(page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some(isAutomaticPending) ? AUTO_REFRESH_MS : false,
  });
  useEffect(() => {
    if (error) notifyFailure(messages.errorTitle, error);
  }, [error]);

  const { mutateAsync: cancelWithdrawal } = useCancelWithdrawal();
  const cancel = useCallback(
    async (id: number) => {
      try {
        await cancelWithdrawal(id);
        notifySuccess(messages.withdraw.title, messages.withdraw.pending.cancelled);
        await refreshUser();
      } catch (failure) {
        notifyFailure(messages.errorTitle, failure);
      }
    },
    [cancelWithdrawal],
  );

  return { list: data ?? (error ? EMPTY : null), page, setPage, cancel };
}

export type PendingWithdrawalsState = ReturnType<typeof usePendingWithdrawals>;

import { refreshUser } from '@portal/shared-utils';
import { useCallback, useEffect, useState } from 'react';
import { messages } from '../../messages';
import type { Paged } from '../../paging/paged';
import { notifyFailure, notifySuccess } from '../../notices/notices';
import {
  cancelWithdrawal,
  fetchPendingWithdrawals,
  isAutomaticPending,
  type Withdrawal,
} from './withdrawalsApi';

/** How often the list is asked again while an automatic withdrawal is pending (spec 2 §4, §9). */
export const AUTO_REFRESH_MS = 2000;

const EMPTY: Paged<Withdrawal> = {
  data: [],
  meta: { pagination: { current_page: 1, total_pages: 1 } },
};

/**
 * The player's pending and processing withdrawals, one page at a time (page 1 first). While any listed
 * withdrawal is pending and automatic, the list is asked again every 2 seconds until none is.
 */
export function usePendingWithdrawals() {
  const [page, setPage] = useState(1);
  const [list, setList] = useState<Paged<Withdrawal> | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    let active = true;
    fetchPendingWithdrawals(page).then(
      (answer) => active && setList(answer),
      (error) => {
        if (!active) return;
        setList((shown) => shown ?? EMPTY);
        notifyFailure(error);
      },
    );
    return () => {
      active = false;
    };
  }, [page, version]);

  const automatic = list?.data.some(isAutomaticPending) ?? false;
  useEffect(() => {
    if (!automatic) return undefined;
    const timer = setTimeout(reload, AUTO_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [automatic, list, reload]);

  const cancel = useCallback(
    async (id: number) => {
      try {
        await cancelWithdrawal(id);
        notifySuccess(messages.withdraw.pending.cancelled);
        reload();
        await refreshUser();
      } catch (error) {
        notifyFailure(error);
      }
    },
    [reload],
  );

  return { list, page, setPage, reload, cancel };
}

export type PendingWithdrawalsState = ReturnType<typeof usePendingWithdrawals>;

import { notifyFailure } from '@portal/shared-utils';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messages } from '../messages';
import type { Paged } from '../paging/paged';
import { rangeQuery, type Day } from './dayRange';
import { transactionsQuery, type Category, type Transaction } from './transactionsApi';

/**
 * One page of the player's cash transactions for the tab and range; null while it loads. A failed
 * load says why in a notice and lists none.
 */
export function useTransactions(
  category: Category,
  page: number,
  from: Day,
  to: Day,
): Paged<Transaction> | null {
  const { data, error } = useQuery(transactionsQuery(category, page, rangeQuery(from, to)));
  useEffect(() => {
    if (error) notifyFailure(messages.errorTitle, error);
  }, [error]);
  if (data) return data;
  return error ? { data: [], meta: { pagination: { current_page: page, total_pages: 0 } } } : null;
}

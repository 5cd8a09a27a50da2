import { useEffect, useState } from 'react';
import { notifyFailure } from '../notices/notices';
import type { Paged } from '../paging/paged';
import { rangeQuery, type Day } from './dayRange';
import { fetchTransactions, type Category, type Transaction } from './transactionsApi';

/** One page of the player's cash transactions for the tab and range; null while it loads. */
export function useTransactions(category: Category, page: number, from: Day, to: Day) {
  const key = [category, page, from, to].join(' ');
  const [loaded, setLoaded] = useState<{ key: string; list: Paged<Transaction> } | null>(null);
  useEffect(() => {
    let active = true;
    fetchTransactions(category, page, rangeQuery(from, to)).then(
      (list) => active && setLoaded({ key, list }),
      (error) => {
        if (!active) return;
        const none = { current_page: page, total_pages: 0 };
        setLoaded({ key, list: { data: [], meta: { pagination: none } } });
        notifyFailure(error);
      },
    );
    return () => {
      active = false;
    };
  }, [key, category, page, from, to]);
  return loaded?.key === key ? loaded.list : null;
}

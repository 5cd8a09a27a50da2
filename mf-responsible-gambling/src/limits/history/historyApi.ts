import { apiErrorText, apiGet } from '@portal/shared-utils';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '../../messages';
import { dayEnd, dayStart } from './days';

/** One change of the player's limits (spec 2 §3 Limit history entry); values in cents for money types. */
export interface HistoryEntry {
  id: number;
  type: { id: number; name: string };
  duration: { name: string } | null;
  action: string;
  created_at: string;
  value: { old: number | string | null; new: number | string | null };
}

export interface HistoryPage {
  entries: HistoryEntry[];
  currentPage: number;
  totalPages: number;
}

export interface HistoryQuery {
  page: number;
  /** YYYY-MM-DD or '' for no bound. */
  from: string;
  to: string;
}

interface HistoryResponse {
  data: HistoryEntry[];
  meta?: { pagination?: { current_page?: number; total_pages?: number } };
}

/** The key of every page of the history: a change to the player's limits makes them all stale. */
export const LIMITS_HISTORY_KEY = ['users', 'limits', 'history'] as const;

/**
 * GET /users/limits/history (spec 2 §7): a page of the history, between the start of the from day
 * and the end of the to day (ISO instants); a bound left empty is not sent.
 */
export async function fetchHistory({ page, from, to }: HistoryQuery): Promise<HistoryPage> {
  const { data } = await apiGet<HistoryResponse>('/users/limits/history', {
    query: { page, from_date: from ? dayStart(from) : null, to_date: to ? dayEnd(to) : null },
  });
  const pagination = data.meta?.pagination;
  return {
    entries: data.data,
    currentPage: pagination?.current_page ?? page,
    totalPages: pagination?.total_pages ?? 1,
  };
}

/** One page of the history as a query. */
export function limitsHistoryQuery({ page, from, to }: HistoryQuery) {
  return queryOptions({
    queryKey: [...LIMITS_HISTORY_KEY, page, from, to] as const,
    queryFn: () => fetchHistory({ page, from, to }),
  });
}

export interface LimitsHistoryState {
  /** The page last loaded (the previous one while another loads), null before the first. */
  page: HistoryPage | null;
  /** Whether the page asked for is being read. */
  loading: boolean;
  /** Why the last read failed; '' when it did not. */
  error: string;
}

/** The history page asked for, read again whenever the query changes. */
export function useLimitsHistory(query: HistoryQuery): LimitsHistoryState {
  const { data, error, isFetching } = useQuery({
    ...limitsHistoryQuery(query),
    placeholderData: keepPreviousData,
  });
  return {
    page: data ?? null,
    loading: isFetching,
    error:
      error && !isFetching ? apiErrorText(error, { fallback: messages.history.loadFailed }) : '',
  };
}

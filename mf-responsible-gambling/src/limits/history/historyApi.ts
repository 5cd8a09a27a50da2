import { apiGet } from '@portal/shared-utils';
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

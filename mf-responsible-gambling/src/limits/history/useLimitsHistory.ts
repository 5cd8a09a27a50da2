import { useEffect, useState } from 'react';
import { failureText } from '../../common/failureText';
import { messages } from '../../messages';
import { fetchHistory, type HistoryPage, type HistoryQuery } from './historyApi';

export interface LimitsHistoryState {
  /** The page last loaded (the previous one while another loads), null before the first. */
  page: HistoryPage | null;
  loading: boolean;
  /** Why the last load failed; '' when it did not. */
  error: string;
}

interface Answer {
  /** The query this answers. */
  key: string;
  page: HistoryPage | null;
  error: string;
}

/** The history page asked for, loaded again whenever the query changes (an older answer is dropped). */
export function useLimitsHistory(query: HistoryQuery): LimitsHistoryState {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const { page, from, to } = query;
  const key = JSON.stringify([page, from, to]);

  useEffect(() => {
    let current = true;
    fetchHistory({ page, from, to }).then(
      (result) => {
        if (current) setAnswer({ key, page: result, error: '' });
      },
      (error: unknown) => {
        if (current) {
          setAnswer({ key, page: null, error: failureText(error, messages.history.loadFailed) });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [key, page, from, to]);

  const loading = answer?.key !== key;
  return {
    page: answer?.page ?? null,
    loading,
    error: loading ? '' : (answer?.error ?? ''),
  };
}

import { Loader, Pagination, useIsSmallScreen } from '@portal/shared-utils';
import { FormBanner } from '@portal/shared-utils/forms';
import { useState } from 'react';
import { Card } from '../../common/Card';
import { messages } from '../../messages';
import { useLimitsHistory, type HistoryQuery } from './historyApi';
import { HistoryCards } from './HistoryCards';
import { HistoryFilter } from './HistoryFilter';
import { HistoryTable } from './HistoryTable';
import styles from './LimitsHistory.module.css';

const text = messages.history;

/**
 * Limits History (spec 2 §2): the changes to the player's limits, filtered by optional from and to
 * dates, as a table on larger screens and stacked cards on small ones, with pagination.
 */
export function LimitsHistory() {
  const [query, setQuery] = useState<HistoryQuery>({ page: 1, from: '', to: '' });
  const { page, loading, error } = useLimitsHistory(query);
  const smallScreen = useIsSmallScreen();
  const entries = page?.entries ?? [];

  return (
    <Card aria-label={text.heading}>
      <HistoryFilter onSearch={(range) => setQuery({ ...range, page: 1 })} />
      <FormBanner message={error} />
      {loading ? (
        <Loader label={text.loading} />
      ) : entries.length === 0 ? (
        <p className={styles.empty}>{text.empty}</p>
      ) : smallScreen ? (
        <HistoryCards entries={entries} />
      ) : (
        <HistoryTable entries={entries} />
      )}
      {page && (
        <Pagination
          currentPage={page.currentPage}
          totalPages={page.totalPages}
          label={text.pagesLabel}
          onPageChange={(next) => setQuery({ ...query, page: next })}
        />
      )}
    </Card>
  );
}

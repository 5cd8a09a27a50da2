import { Loader, Pagination } from '@portal/shared-utils';
import { FormBanner } from '@portal/shared-utils/forms';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { today } from '../deposit/notice/today';
import { messages } from '../messages';
import { AccountPage } from '../page/AccountPage';
import { CategoryTabs } from './CategoryTabs';
import { DateRangeFields } from './DateRangeFields';
import { defaultRange } from './dayRange';
import { ExportButton, useExport } from './ExportButton';
import { TransactionList } from './TransactionList';
import type { Category } from './transactionsApi';
import { useTransactions } from './useTransactions';
import dateStyles from './DateRange.module.css';
import styles from './Transactions.module.css';

const text = messages.transactions;
const PANEL_ID = 'transactions-panel';

/** The page number of the query parameter page, 1 when absent or no page number. */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * /account/transactions (spec 2 §2): the tabs, the FROM and TO dates (default the last 365 days),
 * All Export, the transactions with their Details, and the pages on the query parameter page.
 */
export function TransactionsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const [category, setCategory] = useState<Category>('all');
  const [range, setRange] = useState(defaultRange);
  const list = useTransactions(category, page, range.from, range.to);
  const exporter = useExport(range.from, range.to);
  const firstPage = () => setParams({}, { replace: true });

  return (
    <AccountPage title={text.title} titleOnSmallScreens>
      <CategoryTabs
        category={category}
        panelId={PANEL_ID}
        onChange={(next) => {
          setCategory(next);
          firstPage();
        }}
      />
      <div className={dateStyles.row}>
        <DateRangeFields
          from={range.from}
          to={range.to}
          today={today()}
          onChange={(next) => {
            setRange(next);
            firstPage();
          }}
        />
        <ExportButton exporting={exporter.exporting} onExport={exporter.start} />
      </div>
      <FormBanner message={exporter.error ?? undefined} />
      <div
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={`transactions-tab-${category}`}
        className={styles.panel}
      >
        {!list && <Loader label={text.loading} />}
        {list && list.data.length === 0 && (
          <p className={styles.empty}>{text.empty(text.emptyCategory[category])}</p>
        )}
        {list && list.data.length > 0 && <TransactionList transactions={list.data} />}
        {list && (
          <Pagination
            currentPage={list.meta.pagination.current_page}
            totalPages={list.meta.pagination.total_pages}
            hrefFor={(number) => `?page=${number}`}
            onPageChange={(number) => setParams({ page: String(number) })}
            label={text.pages}
          />
        )}
      </div>
    </AccountPage>
  );
}

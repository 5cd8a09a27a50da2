import type { ActivityQuery } from '@portal/contract';
import { ApiError } from '@portal/shared-utils';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messages } from '../messages';
import { AccountPage } from '../page/AccountPage';
import { serverRangeErrors } from './customRange';
import { MonthlyStatements } from './MonthlyStatements';
import { isMonth } from './months';
import { DEFAULT_QUERY, monthOf } from './period';
import { PeriodPicker } from './PeriodPicker';
import { PeriodStatement } from './PeriodStatement';
import { PlayerProtection } from './PlayerProtection';
import { SpendChart } from './SpendChart';
import { StoredStatement } from './StoredStatement';
import { statementQuery } from './statementApi';

const STATEMENT_PARAM = 'statement';

/**
 * /account/activity (issue 30): the statement of a period with its downloads and the 6 months up to
 * its last, or the stored statement ?statement=YYYY-MM names; the monthly statements; the tools.
 */
export function ActivityPage() {
  const [params, setParams] = useSearchParams();
  const storedMonth = params.get(STATEMENT_PARAM);
  const stored = isMonth(storedMonth);
  // The period chosen stays while a stored statement shows, for Back to your activity.
  const [query, setQuery] = useState<ActivityQuery>(DEFAULT_QUERY);
  const statement = useQuery({ ...statementQuery(query), enabled: !stored });
  const refusal = statement.error instanceof ApiError ? statement.error.errors : undefined;

  return (
    <AccountPage title={messages.activity.title} titleOnSmallScreens>
      {stored ? (
        <StoredStatement month={storedMonth} onBack={() => setParams({})} />
      ) : (
        <>
          <PeriodPicker
            query={query}
            shown={statement.data}
            serverErrors={query.period === 'custom' ? serverRangeErrors(refusal) : {}}
            onChange={setQuery}
          />
          <PeriodStatement
            query={query}
            statement={statement.data}
            error={statement.error}
            onRetry={() => statement.refetch()}
          />
          {statement.data && <SpendChart month={monthOf(statement.data.to)} />}
        </>
      )}
      <MonthlyStatements onView={(month) => setParams({ [STATEMENT_PARAM]: month })} />
      <PlayerProtection />
    </AccountPage>
  );
}

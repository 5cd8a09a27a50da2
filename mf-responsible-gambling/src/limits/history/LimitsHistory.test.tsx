import { formatDateTime } from '@portal/shared-utils';
import { fakeResponse, mockViewportWidth, type Route } from '@portal/shared-utils/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ok, pageTest, playerOf, refused, resetState } from '../../test-utils/testing';
import { LimitsHistory } from './LimitsHistory';

const ENTRIES = [
  {
    id: 3,
    type: { id: 1, name: 'Deposit' },
    duration: { name: 'Daily' },
    action: 'Limit lowered',
    created_at: '2024-01-05T10:00:00Z',
    value: { old: 10000, new: 5050 },
  },
  {
    id: 2,
    type: { id: 2, name: 'Spending' },
    duration: { name: 'Weekly' },
    action: 'Limit set',
    created_at: '2024-01-04T10:00:00Z',
    value: { old: null, new: 123456789 },
  },
  {
    id: 1,
    type: { id: 3, name: 'Time' },
    duration: { name: 'Daily' },
    action: 'Limit removed',
    created_at: '2024-01-03T10:00:00Z',
    value: { old: '120', new: null },
  },
];

const answer = (entries: unknown[], currentPage = 1, totalPages = 1) =>
  ok({
    data: entries,
    meta: { pagination: { current_page: currentPage, total_pages: totalPages } },
  });

const historyPath = (query: Record<string, string>) =>
  `/users/limits/history?${new URLSearchParams(query).toString()}`;

const history = pageTest();

/** Renders the history and waits for its first page. */
async function renderHistory(routes: Record<string, Route>) {
  const rendered = history.render(<LimitsHistory />, playerOf('AU'), routes);
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  return rendered;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => resetState());
afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

it('shows the first page as a table: money for deposit and spending, other values as given', async () => {
  await renderHistory({ [`GET ${historyPath({ page: '1' })}`]: answer(ENTRIES) });

  const table = screen.getByRole('table', { name: 'Your limits history' });
  const [header, ...rows] = within(table).getAllByRole('row');
  expect(
    within(header)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Date', 'Type', 'Duration', 'Action', 'Old value', 'New value']);
  expect(rows.map(cellsOf)).toEqual([
    [
      formatDateTime(ENTRIES[0].created_at),
      'Deposit',
      'Daily',
      'Limit lowered',
      '$100.00',
      '$50.50',
    ],
    [
      formatDateTime(ENTRIES[1].created_at),
      'Spending',
      'Weekly',
      'Limit set',
      '(No limit)',
      '$1,234,567.89',
    ],
    [formatDateTime(ENTRIES[2].created_at), 'Time', 'Daily', 'Limit removed', '120', '(No limit)'],
  ]);
});

it('stacks the entries as cards on small screens', async () => {
  mockViewportWidth(375);

  await renderHistory({ [`GET ${historyPath({ page: '1' })}`]: answer(ENTRIES.slice(0, 1)) });

  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const card = within(screen.getByRole('list', { name: 'Your limits history' })).getByRole(
    'listitem',
  );
  expect(
    within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
  ).toEqual([
    `Date: ${formatDateTime(ENTRIES[0].created_at)}`,
    'Type: Deposit',
    'Duration: Daily',
    'Action: Limit lowered',
    'Old value: $100.00',
    'New value: $50.50',
  ]);
});

it("says 'Your limits history is empty.' when there is nothing", async () => {
  await renderHistory({ [`GET ${historyPath({ page: '1' })}`]: answer([]) });

  expect(screen.getByText('Your limits history is empty.')).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

it.each<[string, Route, string]>([
  [
    'its message',
    refused({ error: ['History is not available.'] }, 503),
    'History is not available.',
  ],
  [
    'the fallback without one',
    () => fakeResponse({ status: 500 }),
    'An error happened while loading your limit history, please try again.',
  ],
])('shows %s when the history cannot be loaded, and an empty history', async (_, route, text) => {
  await renderHistory({ [`GET ${historyPath({ page: '1' })}`]: route });

  expect(screen.getByRole('alert')).toHaveTextContent(text);
  expect(screen.getByText('Your limits history is empty.')).toBeInTheDocument();
});

it('asks for the history between the start of the from day and the end of the to day', async () => {
  const from = new Date(2024, 0, 1).toISOString();
  const to = new Date(2024, 0, 31, 23, 59, 59, 999).toISOString();
  const { user } = await renderHistory({
    [`GET ${historyPath({ page: '1' })}`]: answer(ENTRIES),
    [`GET ${historyPath({ page: '1', from_date: from, to_date: to })}`]: answer(
      ENTRIES.slice(0, 1),
    ),
  });

  await user.type(screen.getByRole('textbox', { name: 'From' }), '01012024');
  await user.type(screen.getByRole('textbox', { name: 'To' }), '31012024');
  await user.click(screen.getByRole('button', { name: 'Search' }));

  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  expect(history.actions().map(({ path }) => path)).toEqual([
    historyPath({ page: '1' }),
    historyPath({ page: '1', from_date: from, to_date: to }),
  ]);
});

it('refuses a from date after the to date, and a to date in the future', async () => {
  const { user } = await renderHistory({ [`GET ${historyPath({ page: '1' })}`]: answer(ENTRIES) });
  const nextYear = new Date().getFullYear() + 1;

  await user.type(screen.getByRole('textbox', { name: 'From' }), '02012024');
  await user.type(screen.getByRole('textbox', { name: 'To' }), '01012024');
  await user.click(screen.getByRole('button', { name: 'Search' }));

  expect(screen.getByText('The from date cannot be after the to date')).toBeInTheDocument();

  await user.clear(screen.getByRole('textbox', { name: 'From' }));
  await user.clear(screen.getByRole('textbox', { name: 'To' }));
  await user.type(screen.getByRole('textbox', { name: 'To' }), `0101${nextYear}`);
  await user.click(screen.getByRole('button', { name: 'Search' }));

  expect(screen.getByText('The to date cannot be in the future')).toBeInTheDocument();
  expect(history.actions()).toHaveLength(1);
});

it('reads the US region as month first', async () => {
  resetState('US');
  const from = new Date(2024, 0, 31).toISOString();
  const { user } = await renderHistory({
    [`GET ${historyPath({ page: '1' })}`]: answer(ENTRIES),
    [`GET ${historyPath({ page: '1', from_date: from })}`]: answer([]),
  });

  await user.type(screen.getByRole('textbox', { name: 'From' }), '01312024');
  await user.click(screen.getByRole('button', { name: 'Search' }));

  expect(await screen.findByText('Your limits history is empty.')).toBeInTheDocument();
});

it('moves between pages', async () => {
  const { user } = await renderHistory({
    [`GET ${historyPath({ page: '1' })}`]: answer(ENTRIES, 1, 3),
    [`GET ${historyPath({ page: '2' })}`]: answer(ENTRIES.slice(2), 2, 3),
  });

  await user.click(
    within(screen.getByRole('navigation', { name: 'Pages of your limits history' })).getByRole(
      'button',
      { name: 'Next page' },
    ),
  );

  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

import {
  fakeResponse,
  mockViewportWidth,
  type FetchMock,
  queryWrapper,
} from '@portal/shared-utils/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentsApp } from '../routes/PaymentsApp';
import { callsTo, collectNotices, setUpAccount } from '../test-utils/accountApi';
import type { Transaction } from './transactionsApi';

const notices = collectNotices();
const WIN: Transaction = {
  id: 980,
  type: { id: 1, name: 'Credit' },
  category: { id: 4, name: 'Wins' },
  amount: 2500,
  balance: 125050,
  created_at: '2026-03-01T10:00:00.000Z',
  description: 'Bet win',
  product: { id: 1, name: 'PlayUp' },
  meta: { bet_ticket: '#1004211', event_name: 'Sydney v Melbourne' },
};
const WITHDRAWAL: Transaction = {
  id: 979,
  type: { id: 2, name: 'Debit' },
  category: { id: 2, name: 'Withdrawals' },
  amount: 123456789,
  balance: 100000,
  created_at: '2026-02-28T10:00:00.000Z',
  product: null,
  meta: { contest_ticket: '#2000001' },
};
const page = (data: Transaction[], current = 1, total = 1) => ({
  data,
  meta: { pagination: { current_page: current, total_pages: total } },
});
const json =
  (body: unknown, status = 200) =>
  () =>
    fakeResponse({ status, body });
let fetchMock: FetchMock;

beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-03-15T12:00:00'),
    doNotFake: [
      'nextTick',
      'setImmediate',
      'queueMicrotask',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
    ],
  });
  mockViewportWidth(1280);
});
afterEach(() => jest.useRealTimers());

function openAt(path: string, routes = {}) {
  fetchMock = setUpAccount({
    'GET /wallets/transactions': json(page([WIN, WITHDRAWAL])),
    ...routes,
  });
  window.history.replaceState(null, '', path);
  render(<PaymentsApp basename="/account" />, { wrapper: queryWrapper().wrapper });
}

const lastQuery = () => callsTo(fetchMock, 'GET /wallets/transactions').at(-1)?.query;

describe('the list', () => {
  it('asks for every category of the last 365 days, page 1, and shows the columns', async () => {
    openAt('/account/transactions');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cash transactions');
    const table = await screen.findByRole('table');

    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('FROM')).toHaveValue('2025-03-15');
    expect(screen.getByLabelText('TO')).toHaveValue('2026-03-15');
    const query = lastQuery();
    expect(query?.has('category_ids')).toBe(false);
    expect(query?.get('page')).toBe('1');
    expect(query?.get('transaction_from')).toMatch(/^2025-03-15T00:00:00[+-]\d\d:\d\d$/);
    expect(query?.get('transaction_to')).toMatch(/^2026-03-16T00:00:00[+-]\d\d:\d\d$/);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Transaction ID#',
      'Date & Time',
      'Type',
      'Product',
      'Amount',
      'Balance',
      'Details',
    ]);
    const [, win, withdrawal] = within(table).getAllByRole('row');
    expect(
      within(win)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(2, 6),
    ).toEqual(['Wins', 'PlayUp', '$25.00', '$1,250.50']);
    expect(within(withdrawal).getAllByRole('cell')[4]).toHaveTextContent('-$1,234,567.89');
  });

  it('keeps the title for small screens, where each transaction is a stacked card', async () => {
    mockViewportWidth(375);
    openAt('/account/transactions');
    const cards = await screen.findAllByRole('listitem');

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards[0]).getByText('Transaction ID#').nextElementSibling).toHaveTextContent(
      '980',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Cash Transactions' })).toBeVisible();
  });

  it('opens Details with prettified keys and the logo of the ticket’s brand', async () => {
    openAt('/account/transactions');
    const details = await screen.findByRole('button', { name: 'Details of transaction 980' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(details);

    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Bet Ticket').nextElementSibling).toHaveTextContent('#1004211');
    expect(screen.getByText('Event Name').nextElementSibling).toHaveTextContent(
      'Sydney v Melbourne',
    );
    expect(screen.getByRole('img', { name: 'Betting logo' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Details of transaction 979' }));
    expect(screen.getByText('Contest Ticket')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Fantasy logo' })).not.toBeInTheDocument();
    await userEvent.click(details);
    expect(screen.queryByText('Bet Ticket')).not.toBeInTheDocument();
  });

  it('shows the fantasy logo for a ticket starting #2', async () => {
    openAt('/account/transactions', {
      'GET /wallets/transactions': json(page([{ ...WIN, meta: { bet_ticket: '#2000001' } }])),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Details of transaction 980' }),
    );

    expect(screen.getByRole('img', { name: 'Fantasy logo' })).toBeInTheDocument();
  });
});

describe('tabs and dates', () => {
  it.each([
    ['Deposits', '1', 'No deposit cash transactions to display'],
    ['Withdrawals', '2', 'No withdrawal cash transactions to display'],
    ['Wins', '4', 'No win cash transactions to display'],
  ])('%s asks for category %s and says when there is none', async (tab, id, empty) => {
    openAt('/account/transactions?page=2', { 'GET /wallets/transactions': json(page([])) });
    expect(await screen.findByText('No cash transactions to display')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: tab }));

    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(lastQuery()?.get('category_ids')).toBe(id);
    expect(lastQuery()?.get('page')).toBe('1');
    expect(window.location.search).toBe('');
  });

  it('moves between tabs with the arrow keys', async () => {
    openAt('/account/transactions');
    const all = await screen.findByRole('tab', { name: 'All' });
    all.focus();
    await userEvent.keyboard('{ArrowLeft}');

    expect(screen.getByRole('tab', { name: 'Wins' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Wins' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(lastQuery()?.get('category_ids')).toBe('4'));
  });

  it('limits FROM to TO and TO to FROM and today, and asks again for a new range', async () => {
    openAt('/account/transactions');
    await screen.findByRole('table');
    const from = screen.getByLabelText('FROM');
    const to = screen.getByLabelText('TO');
    expect(from).toHaveAttribute('max', '2026-03-15');
    expect(to).toHaveAttribute('min', '2025-03-15');
    expect(to).toHaveAttribute('max', '2026-03-15');

    fireEvent.change(to, { target: { value: '2026-03-01' } });
    fireEvent.change(from, { target: { value: '2026-02-01' } });

    await waitFor(() => expect(lastQuery()?.get('transaction_from')).toMatch(/^2026-02-01T/));
    expect(lastQuery()?.get('transaction_to')).toMatch(/^2026-03-02T/);
    expect(from).toHaveAttribute('max', '2026-03-01');
    fireEvent.change(to, { target: { value: '2026-03-20' } });
    expect(to).toHaveValue('2026-03-01');
  });
});

describe('pages', () => {
  it('follows the page query parameter with a window of 10 links, first, previous, next and last', async () => {
    openAt('/account/transactions?page=12', {
      'GET /wallets/transactions': json(page([WIN], 12, 30)),
    });
    const pages = await screen.findByRole('navigation', {
      name: 'Pages of your cash transactions',
    });

    expect(lastQuery()?.get('page')).toBe('12');
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual([
      'First page',
      'Previous page',
      ...[7, 8, 9, 10, 11, 12, 13, 14, 15, 16].map((number) => `Page ${number}`),
      'Next page',
      'Last page',
    ]);
    await userEvent.click(within(pages).getByRole('link', { name: 'Last page' }));

    expect(window.location.search).toBe('?page=30');
    await waitFor(() => expect(lastQuery()?.get('page')).toBe('30'));
  });
});

describe('All Export', () => {
  let saved: { href: string; download: string }[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = jest.fn(() => 'blob:transactions');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function save(
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
  });

  it('downloads the range as a CSV named for transaction history', async () => {
    openAt('/account/transactions', {
      'GET /wallets/transactions/export': () => fakeResponse({ body: 'Transaction ID\n980' }),
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'All Export' }));

    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:transactions', download: 'transaction-history.csv' }]),
    );
    const { query } = callsTo(fetchMock, 'GET /wallets/transactions/export')[0];
    expect(query.get('transaction_from')).toMatch(/^2025-03-15T00:00:00/);
    expect(query.get('transaction_to')).toMatch(/^2026-03-16T00:00:00/);
  });

  it('refuses a range of more than a year before asking', async () => {
    openAt('/account/transactions');
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('FROM'), { target: { value: '2025-03-14' } });
    await userEvent.click(screen.getByRole('button', { name: 'All Export' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please make sure the exported date range is under one year',
    );
    expect(callsTo(fetchMock, 'GET /wallets/transactions/export')).toHaveLength(0);
  });

  it.each([
    [
      { errors: { transaction_to: ['The date range must be under one year'] } },
      'Please make sure the exported date range is under one year',
    ],
    [
      { errors: { error: ['Something broke'] } },
      'There was an error exporting the transactions, please try reducing the date range.',
    ],
  ])("shows the server's refusal %p as %p", async (body, message) => {
    openAt('/account/transactions', { 'GET /wallets/transactions/export': json(body, 422) });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'All Export' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(saved).toEqual([]);
  });
});

it('says why the list could not be loaded', async () => {
  openAt('/account/transactions', {
    'GET /wallets/transactions': json(
      {
        errors: { category_ids: ['Category ids must be a comma-separated list of: 1, 2, 3, 4, 5'] },
      },
      422,
    ),
  });

  expect(await screen.findByText('No cash transactions to display')).toBeInTheDocument();
  expect(notices.at(-1)).toMatchObject({
    title: 'Error',
    type: 'danger',
    message: 'Category ids must be a comma-separated list of: 1, 2, 3, 4, 5',
  });
});

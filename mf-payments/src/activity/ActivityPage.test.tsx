import {
  fakeResponse,
  mockViewportWidth,
  queryWrapper,
  type FetchMock,
} from '@portal/shared-utils/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultConfig, type PortalConfig } from '@portal/shared-utils';
import { PaymentsApp } from '../routes/PaymentsApp';
import { callsTo, setUpAccount } from '../test-utils/accountApi';
import { CHART, MONTHLY, QUIET_STATEMENT, STATEMENT } from './testStatements';

const json =
  (body: unknown, status = 200) =>
  () =>
    fakeResponse({ status, body });
let fetchMock: FetchMock;

// The page is a lazily loaded chunk: its code is loaded once here, so that no test's waits include
// compiling it (on a busy machine that took longer than a find's second).
beforeAll(() => import('./ActivityPage'));

beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-03-15T12:00:00+11:00'),
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

function openAt(path: string, routes = {}, config: Partial<PortalConfig> = {}) {
  fetchMock = setUpAccount(
    {
      'GET /activity/statement': json({ data: STATEMENT }),
      'GET /activity/chart': json({ data: CHART }),
      'GET /activity/statements': json({ data: MONTHLY }),
      ...routes,
    },
    {},
    config,
  );
  window.history.replaceState(null, '', path);
  render(<PaymentsApp basename="/account" />, { wrapper: queryWrapper().wrapper });
}

const statementQueries = () =>
  callsTo(fetchMock, 'GET /activity/statement').map(({ query }) => query.toString());
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
const statementHeading = () => screen.findByRole('heading', { name: /^Your activity from/ });

describe('the statement', () => {
  it("shows this month's figures, the loss in red with its minus sign, bonus money apart", async () => {
    openAt('/account/activity');
    expect(screen.getByText('Loading your activity')).toBeInTheDocument();

    expect(await statementHeading()).toHaveTextContent(
      'Your activity from Sun 1 Mar 2026 to Sun 15 Mar 2026',
    );
    expect(statementQueries()).toContain('period=this-month');
    expect(screen.getByRole('radio', { name: 'This month' })).toBeChecked();
    expect(figure('Balance at the start')).toHaveTextContent('$1,000.00');
    expect(figure('Deposits')).toHaveTextContent('$50.00');
    expect(figure('Withdrawals')).toHaveTextContent('$20.00');
    expect(figure('Amount staked')).toHaveTextContent('$123,456,789.00');
    expect(figure('Amount won')).toHaveTextContent('$123,456,764.00');
    expect(figure('Balance at the end')).toHaveTextContent('$1,015.00');
    expect(figure('Bets placed')).toHaveTextContent('7');
    expect(figure('Contests entered')).toHaveTextContent('2');
    const net = figure('Net result (won minus staked)')?.firstElementChild;
    expect(net).toHaveTextContent('-$25.00');
    expect(net).toHaveClass('loss');
    expect(figure('Bonus money')).toHaveTextContent('$10.00');
    expect(screen.getByText('Bonus money is not counted in your net result.')).toBeVisible();
    expect(screen.queryByText('Adjustments')).not.toBeInTheDocument();
  });

  it("names each product by the brand's client app, with its own figures", async () => {
    const [betting, fantasy] = defaultConfig.clientApps;
    openAt(
      '/account/activity',
      {},
      {
        clientApps: [
          { ...betting, name: 'Violet Bet' },
          { ...fantasy, name: 'Violet Fantasy' },
        ],
      },
    );
    const table = await screen.findByRole('table', { name: 'By product' });

    const [, bettingRow, fantasyRow] = within(table).getAllByRole('row');
    expect(within(bettingRow).getByRole('rowheader')).toHaveTextContent('Violet Bet');
    expect(
      within(bettingRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$123,456,780.00', '$123,456,750.00', '-$30.00', '7']);
    expect(within(bettingRow).getAllByRole('cell')[2].firstElementChild).toHaveClass('loss');
    expect(within(fantasyRow).getByRole('rowheader')).toHaveTextContent('Violet Fantasy');
    expect(within(fantasyRow).getAllByRole('cell')[2]).toHaveTextContent('$5.00');
    expect(within(fantasyRow).getAllByRole('cell')[2].firstElementChild).not.toHaveClass('loss');
  });

  it('shows each product as a card on a phone', async () => {
    mockViewportWidth(375);
    openAt('/account/activity');
    const products = await screen.findByRole('heading', { name: 'By product' });

    expect(screen.queryByRole('table', { name: 'By product' })).not.toBeInTheDocument();
    const cards = within(products.parentElement as HTMLElement).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('dd')?.textContent)).toEqual([
      'Betting',
      'Fantasy',
    ]);
  });

  it('says so when nothing happened in the period', async () => {
    openAt('/account/activity', { 'GET /activity/statement': json({ data: QUIET_STATEMENT }) });

    expect(
      await screen.findByText('No deposits, withdrawals, bets or contests in this period.'),
    ).toBeVisible();
    expect(screen.queryByRole('table', { name: 'By product' })).not.toBeInTheDocument();
    expect(figure('Balance at the end')).toHaveTextContent('$1,000.00');
  });

  it('says why it could not be loaded and asks again on Try again', async () => {
    openAt('/account/activity', {
      'GET /activity/statement': json({ errors: { error: ['The ledger is resting.'] } }, 503),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your activity could not be loaded.The ledger is resting.',
    );
    const asked = statementQueries().length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(statementQueries().length).toBeGreaterThan(asked));
  });
});

describe('the period', () => {
  it.each([
    ['Last month', 'period=last-month'],
    ['This year', 'period=this-year'],
  ])('%s asks for %s', async (choice, query) => {
    openAt('/account/activity');
    await statementHeading();
    await userEvent.click(screen.getByRole('radio', { name: choice }));

    await waitFor(() => expect(statementQueries().at(-1)).toBe(query));
    expect(await statementHeading()).toBeVisible();
  });

  it("asks for a custom range from the days shown once it passes the API's rules", async () => {
    openAt('/account/activity');
    await statementHeading();
    await userEvent.click(screen.getByRole('radio', { name: 'Custom range' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveValue('2026-03-01');
    expect(to).toHaveValue('2026-03-15');

    fireEvent.change(from, { target: { value: '2026-02-01' } });
    fireEvent.change(to, { target: { value: '2026-02-28' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show activity' }));

    await waitFor(() =>
      expect(statementQueries().at(-1)).toBe('period=custom&from=2026-02-01&to=2026-02-28'),
    );
  });

  it.each([
    ['', '2026-03-10', 'From', 'From is required'],
    ['2026-03-01', '', 'To', 'To is required'],
    ['2026-03-01', '2026-03-16', 'To', 'To must not be after today'],
    [
      '2019-03-14',
      '2026-03-10',
      'From',
      'From must be Fri 15 Mar 2019 or later: your activity covers the last 7 years',
    ],
    ['2026-03-10', '2026-03-01', 'From', 'The From date must not be after the To date'],
  ])(
    'refuses From %p and To %p before asking: %s says %p',
    async (fromDay, toDay, field, error) => {
      openAt('/account/activity');
      await statementHeading();
      await userEvent.click(screen.getByRole('radio', { name: 'Custom range' }));
      fireEvent.change(screen.getByLabelText('From'), { target: { value: fromDay } });
      fireEvent.change(screen.getByLabelText('To'), { target: { value: toDay } });
      const asked = statementQueries().length;
      await userEvent.click(screen.getByRole('button', { name: 'Show activity' }));

      expect(screen.getByLabelText(field)).toHaveAccessibleDescription(error);
      expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
      expect(statementQueries()).toHaveLength(asked);
    },
  );

  it("shows the server's refusal of a range at the field it names", async () => {
    openAt('/account/activity', {
      'GET /activity/statement?period=custom&from=2026-01-01&to=2026-01-31': json(
        { errors: { to: ['To must not be in the future'] } },
        422,
      ),
    });
    await statementHeading();
    await userEvent.click(screen.getByRole('radio', { name: 'Custom range' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show activity' }));

    await waitFor(() =>
      expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
        'To must not be in the future',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Check the dates of your custom range.');
  });
});

describe('the chart', () => {
  it("draws the 6 months to the statement's last month, with the figures behind a toggle", async () => {
    openAt('/account/activity');
    const spend = await screen.findByRole('img', { name: /^Bar chart of Spend \(amount staked\)/ });

    expect(callsTo(fetchMock, 'GET /activity/chart')[0].query.get('month')).toBe('2026-03');
    expect(spend.querySelectorAll('rect')).toHaveLength(12);
    const net = screen.getByRole('img', { name: /^Bar chart of Net result/ });
    expect(net.querySelectorAll('rect.negativeBar')).toHaveLength(7);
    const toggle = screen.getByRole('button', { name: 'Show the figures' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide the figures');
    const rows = within(
      document.getElementById('activity-chart-figures') as HTMLElement,
    ).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect([...rows[6].children].map((cell) => cell.textContent)).toEqual([
      'March 2026',
      '$60.00',
      '$5.00',
      '-$25.00',
      '-$1.00',
    ]);
  });
});

describe('the downloads', () => {
  let saved: { href: string; download: string }[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = jest.fn(() => 'blob:statement');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function save(
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
  });

  it.each([
    ['Download PDF', 'pdf'],
    ['Download CSV', 'csv'],
  ])('%s saves the same period as activity-statement.%s', async (button, format) => {
    openAt('/account/activity', {
      [`GET /activity/statement.${format}`]: () => fakeResponse({ body: 'statement' }),
    });
    await statementHeading();
    await userEvent.click(screen.getByRole('radio', { name: 'Last month' }));
    await waitFor(() => expect(statementQueries().at(-1)).toBe('period=last-month'));
    await userEvent.click(await screen.findByRole('button', { name: button }));

    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:statement', download: `activity-statement.${format}` }]),
    );
    const [call] = callsTo(fetchMock, `GET /activity/statement.${format}`);
    expect(call.query.toString()).toBe('period=last-month');
  });

  it('says why a download failed', async () => {
    openAt('/account/activity', {
      'GET /activity/statement.pdf': json({ errors: { error: ['Not now.'] } }, 503),
    });
    await statementHeading();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Not now.');
    expect(saved).toEqual([]);
  });
});

describe('the monthly statements', () => {
  it('lists them newest first and opens one with View, its heading focused, Back returns', async () => {
    openAt('/account/activity', {
      'GET /activity/statements/2026-02': json({ data: MONTHLY[0] }),
    });
    const view = await screen.findByRole('button', {
      name: 'View the statement for February 2026',
    });
    const list = screen.getByRole('heading', { name: 'Monthly statements' });
    const months = within(list.parentElement as HTMLElement).getAllByRole('listitem');
    expect(months.map((month) => month.firstElementChild?.textContent)).toEqual([
      'February 2026',
      'January 2026',
    ]);
    await userEvent.click(view);

    expect(window.location.search).toBe('?statement=2026-02');
    const heading = await screen.findByRole('heading', {
      name: 'Your statement for February 2026',
    });
    expect(heading).toHaveFocus();
    await waitFor(() =>
      expect(figure('Net result (won minus staked)')).toHaveTextContent('$42.00'),
    );
    expect(screen.queryByRole('radiogroup', { name: 'Period' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back to your activity' }));
    expect(window.location.search).toBe('');
    expect(await statementHeading()).toBeVisible();
  });

  it("opens the month the e-mail's link names and downloads its PDF", async () => {
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:month');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function save(
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    openAt('/account/activity?statement=2026-01', {
      'GET /activity/statements/2026-01': json({ data: MONTHLY[1] }),
      'GET /activity/statements/2026-01.pdf': () => fakeResponse({ body: '%PDF' }),
    });

    const section = (
      await screen.findByRole('heading', { name: 'Your statement for January 2026' })
    ).parentElement as HTMLElement;
    await within(section).findByText('Balance at the end');
    await userEvent.click(
      within(section).getByRole('button', {
        name: 'Download the statement for January 2026 as a PDF',
      }),
    );

    await waitFor(() => expect(saved).toEqual(['statement-2026-01.pdf']));
    expect(callsTo(fetchMock, 'GET /activity/statement')).toHaveLength(0);
  });

  it('says when the month has no statement', async () => {
    openAt('/account/activity?statement=2025-06', {
      'GET /activity/statements/2025-06': json(
        { errors: { error: ['There is no statement for this month.'] } },
        404,
      ),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no statement for June 2025.',
    );
  });

  it('says when there are none yet', async () => {
    openAt('/account/activity', { 'GET /activity/statements': json({ data: [] }) });

    expect(
      await screen.findByText(
        'You have no monthly statements yet. Each month you play gets one after it ends.',
      ),
    ).toBeVisible();
  });
});

describe('the tools and the helpline', () => {
  it('links the limits, a break and self-exclusion, and calls the helpline', async () => {
    openAt('/account/activity');
    await statementHeading();

    expect(screen.getByRole('link', { name: 'Set your limits' })).toHaveAttribute(
      'href',
      '/account/limits',
    );
    expect(screen.getByRole('link', { name: 'Take a break' })).toHaveAttribute(
      'href',
      '/account/take-a-break',
    );
    expect(screen.getByRole('link', { name: 'Self-exclude' })).toHaveAttribute(
      'href',
      '/account/self-exclusion',
    );
    expect(screen.getByRole('link', { name: 'Call 1800 858 858' })).toHaveAttribute(
      'href',
      'tel:1800858858',
    );
  });

  it('links the timeout and the US helpline in the US', async () => {
    openAt('/account/activity', {}, { region: 'US' });
    await statementHeading();

    expect(screen.getByRole('link', { name: 'Take a timeout' })).toHaveAttribute(
      'href',
      '/account/timeout',
    );
    expect(screen.queryByRole('link', { name: 'Take a break' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 1-800-GAMBLER' })).toBeInTheDocument();
  });
});

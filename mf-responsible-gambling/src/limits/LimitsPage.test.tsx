import { config$, defaultConfig, formatDateTime, type User } from '@portal/shared-utils';
import { fakeResponse, type Route, CURRENT_USER_PATH } from '@portal/shared-utils/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  dialog,
  mockApi,
  never,
  ok,
  pageTest,
  playerOf,
  refused,
  renderWithUser,
  resetState,
  signIn,
} from '../test-utils/testing';
import { REALITY_CHECK_PATH, realityCheckRoute } from '../reality-check/realityCheckSamples';
import { LimitsPage } from './LimitsPage';

const page = pageTest();

/** Renders the page for `player` and waits for its reads on load: the player and the reality check. */
async function renderLimits(player: User, routes: Record<string, Route> = {}) {
  const rendered = page.render(<LimitsPage />, player, { ...realityCheckRoute(60), ...routes });
  await waitFor(() => expect(page.fetchMock()).toHaveBeenCalledTimes(2));
  return rendered;
}

/** What the limit forms sent (the reality check has its own tests). */
const limitActions = () => page.actions().filter(({ path }) => path !== REALITY_CHECK_PATH);

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const panel = () => screen.getByRole('tabpanel');
const durationSelect = () => screen.getByRole('combobox', { name: 'Duration' });
const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const setButton = (name = 'Deposit') =>
  screen.getByRole('button', { name: new RegExp(`Set ${name} limit$`) });

async function fillLimit(user: UserEvent, duration: string, amount: string) {
  await user.selectOptions(durationSelect(), duration);
  await user.type(amountField(), amount);
}

async function askToSet(user: UserEvent, duration: string, amount: string) {
  await fillLimit(user, duration, amount);
  await user.click(setButton());
}

const DAILY_100 = {
  id: 11,
  type: { id: 1, name: 'Deposit' },
  duration: { id: 1, name: 'Daily' },
  limit: 10000,
  used: 6000,
  created_at: '2024-01-01T00:00:00Z',
  end_date: null,
};

/** POST /limits as the API answers it: the limits in force and pending afterwards. */
const answered = (limit_requests: object[] = []) => ok({ data: { limits: [], limit_requests } });

/** The daily deposit limit's change the API keeps pending until 8 January: `limit` or a removal. */
const pendingDaily = (limit: number | null) => ({
  id: 31,
  type: { id: 1, name: 'Deposit' },
  duration: { id: 1, name: 'Daily' },
  limit,
  created_at: '2024-01-01T00:00:00Z',
  activate_at: '2024-01-08T00:00:00Z',
  confirm_by: '2024-01-15T00:00:00Z',
  awaiting_confirmation: false,
});

beforeEach(() => resetState());

it('shows a loader until the player is there, then the limits and the reality check', async () => {
  mockApi(realityCheckRoute(60), playerOf('AU'));
  renderWithUser(<LimitsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Limits' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading your limits');

  signIn(playerOf('AU'));

  expect(screen.queryByText('Loading your limits')).not.toBeInTheDocument();
  expect(tabNames()).toEqual(['Deposit Limits', 'Spending Limits', 'Limits History']);
  const realityCheck = screen.getByRole('region', { name: 'Reality check' });
  expect(
    await within(realityCheck).findByRole('radio', { name: 'Every 60 minutes' }),
  ).toBeChecked();
});

it('offers a tab per limit type outside the US, deposit first, and Limits History', async () => {
  const { user } = await renderLimits(playerOf('AU'));

  expect(screen.getByRole('tab', { name: 'Deposit Limits' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(within(panel()).getByText('You have no deposit limit.')).toBeInTheDocument();
  expect(
    within(panel()).getByText(
      'Choose a period and the most you want to allow in it, then select Set Deposit limit.',
    ),
  ).toBeInTheDocument();
  expect(
    within(panel()).getByText(
      "A stricter deposit limit applies at once. A looser limit, or removing it, waits 7 days after you ask, and never ends before the limit's period does. Then you confirm it within 7 days; if you don't, it lapses and your current limit stays.",
    ),
  ).toBeInTheDocument();
  expect(
    within(durationSelect())
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Select a duration', 'Daily', 'Weekly', 'Fortnightly', 'Monthly']);

  await user.click(screen.getByRole('tab', { name: 'Spending Limits' }));

  expect(setButton('Spending')).toBeInTheDocument();
  expect(amountField()).toBeInTheDocument();
});

it('leaves the spending limit out while the spending-limit feature is off', async () => {
  act(() =>
    config$.next({
      ...defaultConfig,
      features: { ...defaultConfig.features, spendingLimit: false },
    }),
  );

  await renderLimits(playerOf('AU'));

  expect(tabNames()).toEqual(['Deposit Limits', 'Limits History']);
});

it('adds the daily time limit in the US: hours and minutes per day, a 24-hour wait', async () => {
  resetState('US');
  const { user } = await renderLimits(playerOf('US'), { 'POST /limits': answered() });
  expect(tabNames()).toEqual([
    'Deposit Limits',
    'Spending Limits',
    'Time Limits',
    'Limits History',
  ]);

  await user.click(screen.getByRole('tab', { name: 'Time Limits' }));

  expect(screen.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
  expect(within(panel()).getByText(/waits 24 hours after you ask/)).toBeInTheDocument();
  expect(durationSelect()).toHaveValue('1');
  expect(setButton('Time')).toBeDisabled();
  await user.type(screen.getByRole('textbox', { name: 'Hours' }), '25');
  await user.click(setButton('Time'));
  expect(
    await screen.findByText('Please enter a time limit from 1 minute to 24 hours.'),
  ).toBeInTheDocument();
  await user.clear(screen.getByRole('textbox', { name: 'Hours' }));
  await user.type(screen.getByRole('textbox', { name: 'Hours' }), '2');
  await user.type(screen.getByRole('textbox', { name: 'Minutes' }), '30');
  await user.click(setButton('Time'));
  expect(
    within(dialog()).getByText('Set your time limit to 2 h 30 min Daily?'),
  ).toBeInTheDocument();
  await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));

  await waitFor(() => expect(page.toasts).toHaveLength(1));
  expect(limitActions()).toEqual([
    {
      method: 'POST',
      path: '/limits',
      body: { limit_type_id: 3, duration_type_id: 1, limit: 150 },
    },
  ]);
  expect(screen.getByRole('textbox', { name: 'Hours' })).toHaveValue('');
});

it('keeps what is typed on one tab to that tab', async () => {
  const { user } = await renderLimits(playerOf('AU'));
  await fillLimit(user, 'Weekly', '250');
  await user.click(screen.getByRole('tab', { name: 'Spending Limits' }));
  expect(durationSelect()).toHaveValue('');
  expect(amountField()).toHaveValue('');
  expect(setButton('Spending')).toBeDisabled();
});

it('keeps the button disabled until a duration and a non-empty amount are given', async () => {
  const { user } = await renderLimits(playerOf('AU'));
  expect(setButton()).toBeDisabled();

  await user.selectOptions(durationSelect(), 'Weekly');
  expect(setButton()).toBeDisabled();
  await user.type(amountField(), '   ');
  expect(setButton()).toBeDisabled();
  await user.type(amountField(), '5');
  expect(setButton()).toBeEnabled();
  await user.selectOptions(durationSelect(), '');
  expect(setButton()).toBeDisabled();
});

it('refuses an amount that is not a number, without asking', async () => {
  const { user } = await renderLimits(playerOf('AU'));

  await askToSet(user, 'Daily', 'abc');

  expect(screen.getByText('Amount must be a number')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('refuses more than two decimals, without rounding or asking', async () => {
  const { user } = await renderLimits(playerOf('AU'));

  await askToSet(user, 'Daily', '99.999');

  expect(screen.getByText('Please enter up to two decimals')).toBeInTheDocument();
  expect(amountField()).toHaveValue('99.999');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(limitActions()).toEqual([]);
});

it('asks first, then sends the amount as whole cents, says so and refreshes the limits', async () => {
  const limited = playerOf('AU', { limits: [{ ...DAILY_100, limit: 15050, used: 0 }] });
  let onServer = playerOf('AU');
  const { user } = await renderLimits(onServer, {
    [`GET ${CURRENT_USER_PATH}`]: () => fakeResponse({ body: { data: onServer } }),
    'POST /limits': () => {
      onServer = limited;
      return fakeResponse({ body: { data: { limits: limited.limits, limit_requests: [] } } });
    },
  });

  await askToSet(user, 'Daily', '150.5');

  expect(dialog()).toHaveAccessibleName('Set Deposit limit');
  expect(
    within(dialog()).getByText('Set your deposit limit to $150.50 Daily?'),
  ).toBeInTheDocument();
  expect(limitActions()).toEqual([]);
  await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(limitActions()).toEqual([
    {
      method: 'POST',
      path: '/limits',
      body: { limit_type_id: 1, duration_type_id: 1, limit: 15050 },
    },
  ]);
  expect(page.toasts).toEqual([
    expect.objectContaining({ title: 'Your limits have been applied.', type: 'success' }),
  ]);
  expect(await within(panel()).findByText('$150.50 Daily')).toBeInTheDocument();
});

it.each([
  ['99.99', 9999],
  ['1250.5', 125050],
  ['0', 0],
])('sends %s dollars as %d cents', async (typed, cents) => {
  const { user } = await renderLimits(playerOf('AU'), { 'POST /limits': answered() });

  await askToSet(user, 'Monthly', typed);
  await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));

  await waitFor(() => expect(limitActions()).toHaveLength(1));
  expect(limitActions()[0].body).toEqual({
    limit_type_id: 1,
    duration_type_id: 4,
    limit: cents,
  });
});

it('shows a limit just set in Limits History', async () => {
  let entries: object[] = [];
  const { user } = await renderLimits(playerOf('AU'), {
    'POST /limits': answered(),
    'GET /users/limits/history?page=1': () =>
      fakeResponse({
        body: { data: entries, meta: { pagination: { current_page: 1, total_pages: 1 } } },
      }),
  });
  await user.click(screen.getByRole('tab', { name: 'Limits History' }));
  expect(await within(panel()).findByText('Your limits history is empty.')).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Deposit Limits' }));
  entries = [
    {
      id: 1,
      type: { id: 1, name: 'Deposit' },
      duration: { name: 'Daily' },
      action: 'Limit set',
      created_at: '2024-01-05T10:00:00Z',
      value: { old: null, new: 5000 },
    },
  ];
  await askToSet(user, 'Daily', '50');
  await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await user.click(screen.getByRole('tab', { name: 'Limits History' }));

  expect(await within(panel()).findByText('Limit set')).toBeInTheDocument();
});

it('sends nothing when the player cancels the dialog', async () => {
  const { user } = await renderLimits(playerOf('AU'));

  await askToSet(user, 'Daily', '20');
  await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(limitActions()).toEqual([]);
  expect(setButton()).toHaveFocus();
});

it('shows the request loading and keeps the button disabled until the answer', async () => {
  const { user } = await renderLimits(playerOf('AU'), { 'POST /limits': never });

  await askToSet(user, 'Daily', '20');
  await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));

  expect(within(dialog()).getByRole('button', { name: /Confirm/ })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  expect(setButton()).toBeDisabled();
});

it("shows every message of a refusal on its own line, and the field's messages too", async () => {
  const { user } = await renderLimits(playerOf('AU'), {
    'POST /limits': refused({
      limit: ['Your deposit limit cannot be loosened until 12/01/2024.'],
      error: ['Please try a stricter limit.'],
    }),
  });

  await askToSet(user, 'Daily', '500');
  await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(
    'Your deposit limit cannot be loosened until 12/01/2024.\nPlease try a stricter limit.',
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(page.toasts).toEqual([]);
});

it("says 'We couldn't process the request, please try again.' when the server gave no message", async () => {
  const { user } = await renderLimits(playerOf('AU'), {
    'POST /limits': () => fakeResponse({ status: 500, body: 'Server Error' }),
  });

  await askToSet(user, 'Daily', '500');
  await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    "We couldn't process the request, please try again.",
  );
});

it('clears the error as soon as the player changes the input', async () => {
  const { user } = await renderLimits(playerOf('AU'), {
    'POST /limits': refused({ limit: ['The limit is too high.'] }),
  });
  await askToSet(user, 'Daily', '500');
  await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The limit is too high.');

  await user.type(amountField(), '0');

  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows the limit in force with what is used and what remains, never below zero', async () => {
  await renderLimits(
    playerOf('AU', {
      limits: [
        DAILY_100,
        { ...DAILY_100, id: 12, duration: { id: 2, name: 'Weekly' }, used: 12000 },
      ],
    }),
  );

  const facts = within(panel())
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
  expect(facts).toEqual([
    'Limit: $100.00 Daily',
    'Used: $60.00',
    'Remaining: $40.00',
    'Limit: $100.00 Weekly',
    'Used: $120.00',
    'Remaining: $0.00',
  ]);
});

it('shows a pending change and a pending removal with the time they can be confirmed from', async () => {
  const requests = [
    { ...pendingDaily(20000), id: 21, duration: { id: 2, name: 'Weekly' } },
    { ...pendingDaily(null), id: 22, activate_at: '2024-01-09T00:00:00Z' },
  ];
  await renderLimits(playerOf('AU', { limits: [DAILY_100], limit_requests: requests }));

  expect(
    within(panel()).getByText(
      `$200.00 Weekly, yours to confirm from ${formatDateTime('2024-01-08T00:00:00Z')}`,
    ),
  ).toBeInTheDocument();
  expect(
    within(panel()).getByText(
      `Removal, yours to confirm from ${formatDateTime('2024-01-09T00:00:00Z')}`,
    ),
  ).toBeInTheDocument();
  expect(within(panel()).queryByRole('button', { name: 'Remove limit' })).not.toBeInTheDocument();
  expect(within(panel()).queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
  expect(within(panel()).getAllByRole('button', { name: 'Keep current limit' })).toHaveLength(2);
});

it('states the waits of the player’s region for each limit type', async () => {
  resetState('US');
  const { user } = await renderLimits(playerOf('US'));

  expect(
    within(panel()).getByText(/waits 7 days after you ask.*confirm it within 7 days/),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Time Limits' }));
  expect(
    within(panel()).getByText(/waits 24 hours after you ask.*confirm it within 7 days/),
  ).toBeInTheDocument();
});

describe('a raise whose wait is over', () => {
  const ready = { ...pendingDaily(20000), awaiting_confirmation: true };

  it('applies when the player confirms it in the dialog, and says so', async () => {
    const { user } = await renderLimits(
      playerOf('AU', { limits: [DAILY_100], limit_requests: [ready] }),
      { 'POST /limits/requests/31/confirm': answered() },
    );

    expect(
      within(panel()).getByText(
        `$200.00 Daily is ready. Confirm it by ${formatDateTime('2024-01-15T00:00:00Z')}, or it lapses and your current limit stays.`,
      ),
    ).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Confirm new limit' }));
    expect(dialog()).toHaveAccessibleName('Confirm new limit');
    expect(within(dialog()).getByText('From now your limit will be $200.00 Daily.')).toBeVisible();
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm new limit' }));

    await waitFor(() => expect(page.toasts).toHaveLength(1));
    expect(page.toasts[0]).toEqual(
      expect.objectContaining({ title: 'Your new limit is in force.', type: 'success' }),
    );
    expect(limitActions()).toEqual([
      { method: 'POST', path: '/limits/requests/31/confirm', body: undefined },
    ]);
  });

  it('is withdrawn with Keep current limit', async () => {
    const { user } = await renderLimits(
      playerOf('AU', { limits: [DAILY_100], limit_requests: [ready] }),
      { 'DELETE /limits/requests/31': answered() },
    );

    await user.click(within(panel()).getByRole('button', { name: 'Keep current limit' }));

    await waitFor(() => expect(page.toasts).toHaveLength(1));
    expect(page.toasts[0]).toEqual(
      expect.objectContaining({ title: 'Your current limit stays in force.', type: 'success' }),
    );
    expect(limitActions()).toEqual([
      { method: 'DELETE', path: '/limits/requests/31', body: undefined },
    ]);
  });

  it('shows the server’s refusal of a confirmation', async () => {
    const gone =
      'This limit change is no longer waiting: it was confirmed, cancelled or lapsed. Your limits show what is in force.';
    const { user } = await renderLimits(
      playerOf('AU', { limits: [DAILY_100], limit_requests: [ready] }),
      { 'POST /limits/requests/31/confirm': refused({ error: [gone] }, 404) },
    );

    await user.click(within(panel()).getByRole('button', { name: 'Confirm new limit' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm new limit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(gone);
    expect(page.toasts).toEqual([]);
  });
});

it("removes a limit after 'Are you sure you want to remove this limit?'", async () => {
  const { user } = await renderLimits(playerOf('AU', { limits: [DAILY_100] }), {
    'POST /limits': answered(),
  });

  await user.click(within(panel()).getByRole('button', { name: 'Remove limit' }));
  expect(dialog()).toHaveAccessibleName('Remove limit');
  expect(within(dialog()).getByText('Are you sure you want to remove this limit?')).toBeVisible();
  await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));

  await waitFor(() => expect(page.toasts).toHaveLength(1));
  expect(page.toasts[0]).toEqual(
    expect.objectContaining({ title: 'The limit has been removed.', type: 'success' }),
  );
  expect(limitActions()).toEqual([
    {
      method: 'POST',
      path: '/limits',
      body: { limit_type_id: 1, duration_type_id: 1, limit: null },
    },
  ]);
});

it('shows why a removal was refused', async () => {
  const { user } = await renderLimits(playerOf('AU', { limits: [DAILY_100] }), {
    'POST /limits': refused({ limit: ['This limit cannot be removed before 08/01/2024.'] }),
  });

  await user.click(within(panel()).getByRole('button', { name: 'Remove limit' }));
  await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This limit cannot be removed before 08/01/2024.',
  );
  expect(page.toasts).toEqual([]);
});

describe('the deposit-limit banner', () => {
  it('shows the lowest deposit limit and what remains of it, never below zero', async () => {
    await renderLimits(
      playerOf('AU', {
        limits: [
          { ...DAILY_100, limit: 30000, duration: { id: 2, name: 'Weekly' } },
          { ...DAILY_100, id: 12, limit: 5000, used: 8000 },
          { ...DAILY_100, id: 13, type: { id: 2, name: 'Spending' }, limit: 100 },
        ],
      }),
    );

    expect(
      screen.getByText('Your daily deposit limit is $50.00. You can deposit $0.00 more.'),
    ).toBeInTheDocument();
  });

  it('is not there without a deposit limit', async () => {
    resetState('US');
    await renderLimits(playerOf('US'));

    expect(screen.queryByText(/deposit limit is/)).not.toBeInTheDocument();
  });
});

it('says a raise is pending, and until when, instead of that it applied', async () => {
  const { user } = await renderLimits(playerOf('AU', { limits: [DAILY_100] }), {
    'POST /limits': answered([pendingDaily(20000)]),
  });

  await askToSet(user, 'Daily', '200');
  await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));

  await waitFor(() => expect(page.toasts).toHaveLength(1));
  expect(page.toasts[0]).toEqual(
    expect.objectContaining({
      title: `Your limit stays as it is. From ${formatDateTime('2024-01-08T00:00:00Z')} you can confirm $200.00 Daily.`,
      type: 'info',
    }),
  );
});

it('says a removal that waits keeps the limit in force until its time', async () => {
  const { user } = await renderLimits(playerOf('AU', { limits: [DAILY_100] }), {
    'POST /limits': answered([pendingDaily(null)]),
  });

  await user.click(within(panel()).getByRole('button', { name: 'Remove limit' }));
  await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));

  await waitFor(() => expect(page.toasts).toHaveLength(1));
  expect(page.toasts[0]).toEqual(
    expect.objectContaining({
      title: `Your limit stays in force. From ${formatDateTime('2024-01-08T00:00:00Z')} you can confirm its removal.`,
      type: 'info',
    }),
  );
});

import { modal$, notifications$, openModal, type Notification } from '@portal/shared-utils';
import {
  fakeResponse,
  mockViewportWidth,
  testBrand,
  type FetchMock,
  queryWrapper,
} from '@portal/shared-utils/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, CARD_ENTRY, json, method, setUpDeposit } from '../test-utils/depositApi';
import { DepositModal } from './DepositModal';

const SESSION = {
  reference_number: 'FZ-1',
  payment: 5000,
  currency: 'AUD',
  token: 'fzs_1',
  verification: 'v',
  cardToken: 'card_tok',
};
const NEW_CARD_SESSION = { ...SESSION, cardToken: null };
const settled = (status: number, message = 'Approved') =>
  json({
    data: {
      reference_number: 'FZ-1',
      amount: 5000,
      status: { id: status, name: message },
      message,
    },
  });

function renderDeposit(params: Record<string, string> = {}, state: unknown = null) {
  const close = jest.fn();
  render(<DepositModal params={params} state={state} close={close} />, {
    wrapper: queryWrapper().wrapper,
  });
  return { close, user: userEvent.setup() };
}

async function typeAmount(user: ReturnType<typeof userEvent.setup>, amount: string) {
  const field = await screen.findByLabelText('Amount');
  await user.clear(field);
  await user.type(field, amount);
}

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = setUpDeposit({
    'POST /deposit/fatzebra/create': json({ data: SESSION }),
    'POST /sandbox/fatzebra/payments/fzs_1/card': json({
      data: { status: 'approved', message: 'Approved', reference_number: 'FZ-1' },
    }),
    'POST /deposit/fatzebra': settled(3),
  });
});

it('shows the saved methods with the first chosen, the min and max texts, and focuses Home, which repeats no heading of the modal', async () => {
  renderDeposit();
  const card = await screen.findByRole('radio', { name: 'Visa Card 400555******0001' });
  expect(card).toBeChecked();
  expect(screen.getByRole('radio', { name: 'PayID' })).not.toBeChecked();
  expect(screen.getByText('Minimum deposit of: $1.00')).toBeInTheDocument();
  expect(screen.getByText('Maximum deposit of: $500,000.00')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Deposit' })).toHaveFocus();
  // The shell's modal is titled Deposit: Home does not say it again.
  expect(screen.queryByRole('heading', { name: 'Deposit' })).not.toBeInTheDocument();
});

it('adds +10, +25, +50, +100 and +500 with two decimals, from the default amount; each button is named by its text', async () => {
  const { user } = renderDeposit({ defaultAmount: '5' });
  const amount = await screen.findByLabelText('Amount');
  expect(amount).toHaveValue('5');
  const group = screen.getByRole('group', { name: 'Add to the amount' });
  const buttons = within(group).getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual([
    '+10',
    '+25',
    '+50',
    '+100',
    '+500',
  ]);
  buttons.forEach((button) => expect(button).toHaveAccessibleName(button.textContent ?? ''));
  for (const button of buttons) await user.click(button);
  expect(amount).toHaveValue('690.00');
});

it('shows the warning message it was opened with', async () => {
  renderDeposit({ warningMessage: 'Top up to place this bet' });
  expect(await screen.findByText('Top up to place this bet')).toBeInTheDocument();
});

it.each([
  ['', 'The minimum deposit amount is $1.00'],
  ['0.50', 'You must deposit at least $1.00'],
  ['500000.01', 'You must deposit at most $500,000.00'],
  ['abc', 'Amount must be a number'],
  ['1e2', 'Amount must be a number'],
  ['10.555', 'Please enter up to two decimals'],
])('refuses the amount %p: %s', async (amount, message) => {
  const { user } = renderDeposit();
  if (amount) await typeAmount(user, amount);
  else await screen.findByLabelText('Amount');
  await user.click(screen.getByRole('button', { name: 'Deposit' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  // Nothing is rounded away: the amount stays as typed.
  expect(screen.getByLabelText('Amount')).toHaveValue(amount);
  expect(bodyOf(fetchMock, 'POST /deposit/fatzebra/create')).toBeUndefined();
});

it("says 'You must add or select a payment type' without a saved method", async () => {
  fetchMock = setUpDeposit({}, {}, []);
  const { user } = renderDeposit();
  await typeAmount(user, '50');
  await user.click(screen.getByRole('button', { name: 'Deposit' }));
  expect(await screen.findByText('You must add or select a payment type')).toBeInTheDocument();
});

it("lists the current brand's promotion first and chosen, then the others and No promotion", async () => {
  renderDeposit();
  const group = await screen.findByRole('radiogroup', { name: 'Promotion' });
  const radios = await within(group).findAllByRole('radio');
  expect(radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
    'Deposit Bonus: Max bonus: $100.00. Redeemable only on PlayUp. Valid until Tue 31 Dec 2030',
    'Fantasy Bonus: Max bonus: $50.00. Redeemable only on Fantasy. Never expires',
    'No promotion',
  ]);
  expect(radios[0]).toBeChecked();
});

it('pays with a saved card: cents and the preselected promotion, the confirmation call, Deposit Successful', async () => {
  const { user, close } = renderDeposit();
  await typeAmount(user, '50');
  expect(
    await screen.findByRole('radio', {
      name: 'Deposit Bonus: Max bonus: $100.00. Redeemable only on PlayUp. Valid until Tue 31 Dec 2030',
    }),
  ).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Deposit' }));

  expect(await screen.findByRole('heading', { name: 'Deposit with your card' })).toHaveFocus();
  expect(screen.getByText('Amount: $50.00')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Deposit' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Deposit' }));

  expect(await screen.findByRole('heading', { name: 'Deposit Successful' })).toHaveFocus();
  expect(screen.getByText('You deposited $50.00.')).toBeInTheDocument();
  expect(bodyOf(fetchMock, 'POST /deposit/fatzebra/create')).toEqual({
    amount: 5000,
    promotion: { id: 1, client_id: 1 },
    card_id: 7,
  });
  expect(bodyOf(fetchMock, 'POST /deposit/fatzebra')).toEqual({
    reference_number: 'FZ-1',
    extra: { reference_number: 'FZ-1' },
  });

  // Start Playing replaces the page the modal is open on: Back does not return to the deposit.
  const entries = window.history.length;
  await user.click(screen.getByRole('button', { name: 'Start Playing' }));
  expect(window.location.pathname).toBe('/fantasy');
  expect(window.location.search).toBe('');
  expect(window.history.length).toBe(entries);
  expect(close).not.toHaveBeenCalled();
});

it('a declined card settles the payment: Deposit Unsuccessful with the reason the API read', async () => {
  fetchMock = setUpDeposit({
    'POST /deposit/fatzebra/create': json({ data: SESSION }),
    'POST /sandbox/fatzebra/payments/fzs_1/card': json({
      data: { status: 'declined', message: 'Insufficient funds', reference_number: 'FZ-1' },
    }),
    'POST /deposit/fatzebra': settled(4, 'Insufficient funds'),
  });
  const { user } = renderDeposit();
  await typeAmount(user, '50');
  await user.click(screen.getByRole('button', { name: 'Deposit' }));
  await screen.findByRole('heading', { name: 'Deposit with your card' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Deposit' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Deposit' }));
  expect(await screen.findByRole('heading', { name: 'Deposit Unsuccessful' })).toBeInTheDocument();
  expect(screen.getByText('Reason: Insufficient funds')).toBeInTheDocument();
  expect(bodyOf(fetchMock, 'POST /sandbox/fatzebra/payments/fzs_1/card')).toEqual({});
  expect(bodyOf(fetchMock, 'POST /deposit/fatzebra')).toEqual({
    reference_number: 'FZ-1',
    extra: { reference_number: 'FZ-1' },
  });
});

async function payNewCard(user: ReturnType<typeof userEvent.setup>) {
  await typeAmount(user, '50');
  await user.click(screen.getByRole('button', { name: 'Add a deposit method' }));
  const heading = await screen.findByRole('heading', { name: 'Select Deposit Method' });
  expect(heading).toHaveFocus();
  const instant = screen.getByRole('region', { name: 'Instant Deposit Options' });
  expect(
    within(instant)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Credit Card', 'Cash In-store', 'PayID']);
  const slow = screen.getByRole('region', { name: '1-3 Days Deposit Options' });
  expect(
    within(slow)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['BPAY', 'EFT']);
  await user.click(within(instant).getByRole('button', { name: 'Credit Card' }));
  expect(await screen.findByRole('heading', { name: 'Deposit with Credit Card' })).toHaveFocus();
  await user.type(await screen.findByLabelText('Card number'), '4000000000003220');
  await user.type(screen.getByLabelText('Name on card'), 'Dana Demo');
  await user.type(screen.getByLabelText('Expiry month (MM)'), '12');
  await user.type(screen.getByLabelText('Expiry year (YYYY)'), '2030');
  await user.type(screen.getByLabelText('CVV'), '123');
  await user.click(screen.getByRole('button', { name: 'Deposit' }));
}

it.each([
  [3, 'Deposit Successful'],
  [4, 'Deposit Unsuccessful'],
])(
  'a new card with 3-D Secure: status %p after the challenge shows %s',
  async (status, heading) => {
    fetchMock = setUpDeposit({
      'POST /deposit/fatzebra/create': json({ data: NEW_CARD_SESSION }),
      'POST /sandbox/fatzebra/payments/fzs_1/card': json({
        data: { status: 'challenge', message: '', reference_number: 'FZ-1' },
      }),
      'POST /sandbox/fatzebra/payments/fzs_1/challenge': json({ data: { status: 'approved' } }),
      'POST /deposit/fatzebra/save': settled(status, status === 3 ? 'Approved' : 'Declined'),
    });
    const { user } = renderDeposit();
    await payNewCard(user);
    // The bank's page is an instruction to follow, not an error; the button says what it waits for.
    const instruction = await screen.findByText(
      '3-D Secure: confirm this payment with your bank (sandbox).',
    );
    expect(instruction).not.toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const waiting = screen.getByRole('button', {
      name: 'Waiting for you to confirm with your bank',
    });
    expect(waiting).toBeDisabled();
    expect(waiting).not.toHaveAttribute('aria-busy');
    await user.click(await screen.findByRole('button', { name: 'Pass 3-D Secure' }));
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /sandbox/fatzebra/payments/fzs_1/card')).toEqual({
      card_number: '4000000000003220',
      card_holder: 'Dana Demo',
      expiry_month: '12',
      expiry_year: '2030',
      cvv: '123',
    });
    expect(bodyOf(fetchMock, 'POST /deposit/fatzebra/save')).toEqual({
      amount: 5000,
      card_id: null,
      extra: { reference_number: 'FZ-1' },
      promotion: { id: 1, client_id: 1 },
    });
    // Unsuccessful after 3-D Secure: an empty reason, so no Reason line.
    expect(screen.queryByText(/^Reason:/)).not.toBeInTheDocument();
  },
);

describe('a new card chosen before an amount is typed (Add a deposit method, Credit Card)', () => {
  async function openNewCard(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Add a deposit method' }));
    const instant = await screen.findByRole('region', { name: 'Instant Deposit Options' });
    await user.click(within(instant).getByRole('button', { name: 'Credit Card' }));
    expect(await screen.findByRole('heading', { name: 'Deposit with Credit Card' })).toHaveFocus();
  }

  beforeEach(() => {
    fetchMock = setUpDeposit({ 'POST /deposit/fatzebra/create': json({ data: NEW_CARD_SESSION }) });
  });

  it.each([
    ['', 'The minimum deposit amount is $1.00'],
    ['abc', 'Amount must be a number'],
    ['1e2', 'Amount must be a number'],
    ['10.555', 'Please enter up to two decimals'],
    ['0.50', 'You must deposit at least $1.00'],
  ])(
    "asks for the amount with Home's rules: %p is refused (%s) and nothing is sent",
    async (amount, message) => {
      const { user } = renderDeposit();
      await openNewCard(user);
      expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
      expect(screen.queryByText(/^Amount: /)).not.toBeInTheDocument();
      expect(screen.getByText('Minimum deposit of: $1.00')).toBeInTheDocument();
      if (amount) await user.type(screen.getByLabelText('Amount'), amount);
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
      expect(bodyOf(fetchMock, 'POST /deposit/fatzebra/create')).toBeUndefined();
    },
  );

  it('keeps what Home held, and takes the card for an amount that passes: in cents, with the promotion', async () => {
    const { user } = renderDeposit();
    await typeAmount(user, 'abc');
    await openNewCard(user);
    const field = screen.getByLabelText('Amount');
    expect(field).toHaveValue('abc');
    await user.clear(field);
    await user.type(field, '20');
    await user.click(screen.getByRole('button', { name: '+10' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByText('Amount: $30.00')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /deposit/fatzebra/create')).toEqual({
      amount: 3000,
      promotion: { id: 1, client_id: 1 },
      card_id: null,
    });
  });
});

it("shows the card form's validation errors under its fields and stays", async () => {
  fetchMock = setUpDeposit({
    'POST /deposit/fatzebra/create': json({ data: NEW_CARD_SESSION }),
    'POST /sandbox/fatzebra/payments/fzs_1/card': () =>
      fakeResponse({ status: 422, body: { errors: { card_number: ['Card number is invalid'] } } }),
  });
  const { user } = renderDeposit();
  await payNewCard(user);
  expect(await screen.findByText('Card number is invalid')).toBeInTheDocument();
  expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('button', { name: 'Deposit' })).toBeEnabled();
});

it('failure: Deposit Unsuccessful with the reason, Try Again returns Home', async () => {
  fetchMock = setUpDeposit({
    'POST /deposit/fatzebra/create': json({ data: SESSION }),
    'POST /sandbox/fatzebra/payments/fzs_1/card': json({
      data: { status: 'approved', message: 'Approved', reference_number: 'FZ-1' },
    }),
    'POST /deposit/fatzebra': settled(4, 'Declined'),
  });
  const { user } = renderDeposit();
  await typeAmount(user, '50');
  await user.click(screen.getByRole('button', { name: 'Deposit' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Deposit' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Deposit' }));
  expect(await screen.findByRole('heading', { name: 'Deposit Unsuccessful' })).toBeInTheDocument();
  expect(screen.getByText('Reason: Declined')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Deposit later' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('region', { name: 'Deposit' })).toHaveFocus();
});

it('Back returns to the previous page', async () => {
  const { user } = renderDeposit();
  await user.click(await screen.findByRole('button', { name: 'Add a deposit method' }));
  expect(await screen.findAllByRole('heading', { name: 'Select Deposit Method' })).toHaveLength(1);
  await user.click(await screen.findByRole('button', { name: 'Back to Deposit' }));
  expect(await screen.findByRole('region', { name: 'Deposit' })).toHaveFocus();
});

it('adds another method type and returns Home with it chosen', async () => {
  let added = false;
  fetchMock = setUpDeposit({
    'GET /users/deposit_request_types': () =>
      json({
        data: added ? [CARD_ENTRY, method(4, 'EFT')] : [CARD_ENTRY],
        meta: (jest.requireActual('../test-utils/depositApi') as { META: unknown }).META,
      })(undefined),
    'POST /users/deposit_request_types': () => {
      added = true;
      return fakeResponse({ body: {} });
    },
  });
  const { user } = renderDeposit();
  await user.click(await screen.findByRole('button', { name: 'Add a deposit method' }));
  await user.click(await screen.findByRole('button', { name: 'EFT' }));
  expect(await screen.findByRole('radio', { name: 'EFT' })).toBeChecked();
  expect(bodyOf(fetchMock, 'POST /users/deposit_request_types')).toEqual({
    deposit_request_type_id: 4,
  });
});

it('removes a saved card with DELETE /users/card/{id}', async () => {
  fetchMock = setUpDeposit({ 'DELETE /users/card/7': json({ status: 'success' }) });
  const { user } = renderDeposit();
  await user.click(await screen.findByRole('button', { name: 'Remove Card 400555******0001' }));
  await waitFor(() =>
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/users/card/7'))).toBe(true),
  );
});

it("an unverified player is told 'You need to verify your ID to make a deposit' and can verify", async () => {
  setUpDeposit({}, { id_verified: false });
  const { user } = renderDeposit();
  expect(
    await screen.findByText('You need to verify your ID to make a deposit'),
  ).toBeInTheDocument();
  expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Verify Now' }));
  expect(modal$.getValue().name).toBe('verify');
});

it('refreshes promotions every 5 s for a player from registration', async () => {
  jest.useFakeTimers();
  render(<DepositModal params={{}} state={{ from: 'registration' }} close={jest.fn()} />, {
    wrapper: queryWrapper().wrapper,
  });
  await act(() => jest.advanceTimersByTimeAsync(10000));
  const calls = fetchMock.mock.calls.filter(([url]) => url.endsWith('/users/promotions/deposit'));
  expect(calls).toHaveLength(3);
  jest.useRealTimers();
});

it('sends a bank transfer notice with the date of today and says it was received', async () => {
  const toasts: Notification[] = [];
  const subscription = notifications$.subscribe((toast) => toasts.push(toast));
  fetchMock = setUpDeposit(
    { 'POST /deposit/external/create': json({ data: {}, meta: { message: 'ok' } }) },
    {},
    [method(4, 'EFT')],
  );
  const { user, close } = renderDeposit();
  await typeAmount(user, '75');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { name: 'Pay with EFT' })).toHaveFocus();
  // The page's brand's bank details, from the runtime config.
  for (const detail of Object.values(testBrand.bankTransfer)) {
    expect(screen.getByText(detail)).toBeInTheDocument();
  }
  await user.click(screen.getByRole('button', { name: 'Send Deposit Notice' }));
  await waitFor(() => expect(close).toHaveBeenCalled());
  const body = bodyOf(fetchMock, 'POST /deposit/external/create') as Record<string, unknown>;
  expect(body).toMatchObject({ amount: 7500, deposit_request_type: 4 });
  expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(toasts[0]).toMatchObject({ title: 'Your Deposit Notice has been received' });
  subscription.unsubscribe();
});

it.each([
  ['an impossible date', '31/02/', 'Deposit date is not a valid date', '75'],
  ['an amount of more than two decimals', '', 'Please enter up to two decimals', '75.005'],
])(
  'a bank transfer notice with %s is refused before anything is sent',
  async (_case, date, message, amount) => {
    fetchMock = setUpDeposit({}, {}, [method(4, 'EFT')]);
    const { user } = renderDeposit();
    await typeAmount(user, '75');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Pay with EFT' });
    const amountField = screen.getByLabelText('Amount transferred');
    await user.clear(amountField);
    await user.type(amountField, amount);
    if (date) {
      const dateField = screen.getByLabelText(/Deposit date/);
      await user.clear(dateField);
      await user.type(dateField, `${date}${new Date().getFullYear()}`);
    }
    await user.click(screen.getByRole('button', { name: 'Send Deposit Notice' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /deposit/external/create')).toBeUndefined();
  },
);

it("BPAY shows the biller code and reference; a notice without a date says 'Deposit date is required'", async () => {
  setUpDeposit({}, { bpay_details: { biller_code: '12345', user_reference: '987654' } }, [
    method(3, 'BPAY'),
  ]);
  const { user } = renderDeposit();
  await typeAmount(user, '75');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { name: 'BPAY' })).toBeInTheDocument();
  expect(screen.getByText('12345')).toBeInTheDocument();
  expect(screen.getByText('987654')).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/Deposit date/));
  await user.click(screen.getByRole('button', { name: 'Send Deposit Notice' }));
  expect(await screen.findByText('Deposit date is required')).toBeInTheDocument();
});

it('BPAY says the details are not available when they cannot be read, and still takes the notice', async () => {
  setUpDeposit(
    { 'GET /users/current?embed=bpay_details': json({ errors: { error: ['Down'] } }, 500) },
    {},
    [method(3, 'BPAY')],
  );
  const { user } = renderDeposit();
  await typeAmount(user, '75');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  expect(
    await screen.findByText('Your BPAY details are not available yet, please try again later.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Biller Code')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send Deposit Notice' })).toBeInTheDocument();
});

it('opens from openModal with the modal name deposit', () => {
  openModal('deposit');
  expect(modal$.getValue().name).toBe('deposit');
});

describe('on a phone', () => {
  beforeEach(() => {
    fetchMock = setUpDeposit({});
    mockViewportWidth(375);
  });

  afterEach(() => mockViewportWidth(1280));

  it("hands each page's Back to the modal's Back link instead of drawing a second one", async () => {
    const setBack = jest.fn();
    const user = userEvent.setup();
    render(<DepositModal params={{}} state={null} close={jest.fn()} setBack={setBack} />, {
      wrapper: queryWrapper().wrapper,
    });
    await user.click(await screen.findByRole('button', { name: 'Add a deposit method' }));
    expect(await screen.findByRole('heading', { name: 'Select Deposit Method' })).toBeVisible();

    expect(screen.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument();
    const [back] = setBack.mock.calls.at(-1) as [{ label: string; onBack: () => void }];
    expect(back.label).toBe('Back to Deposit');
    act(() => back.onBack());
    expect(await screen.findByRole('button', { name: 'Add a deposit method' })).toBeVisible();
    expect(setBack).toHaveBeenLastCalledWith(null);
  });
});

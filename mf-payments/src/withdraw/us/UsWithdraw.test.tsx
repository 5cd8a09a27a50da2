import { fakeResponse, type FetchMock, queryWrapper } from '@portal/shared-utils/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationCheckError, requestLocationPacket } from '../../location';
import { PaymentsApp } from '../../routes/PaymentsApp';
import { callsTo, setUpAccount } from '../../test-utils/accountApi';
import type { WithdrawalMethods } from './usWithdrawApi';

jest.mock('../../location', () => ({
  ...jest.requireActual('../../location'),
  requestLocationPacket: jest.fn(),
}));
const locationCheck = jest.mocked(requestLocationPacket);

const METHODS: WithdrawalMethods = {
  data: {
    2: {
      withdrawal_request_type: { id: 2, name: 'ACH-CHECK', is_registrable: false },
      user_paysafe_registration: { id: 3, consumer_id: 'cus_1' },
      user_paysafe_bank_accounts: [
        { id: 1, label: 'Checking ****6789' },
        { id: 2, label: 'Checking ****1234' },
      ],
    },
    4: {
      withdrawal_request_type: { id: 4, name: 'SKRILL', is_registrable: true },
      user_paysafe_registration: null,
      user_paysafe_bank_accounts: [],
    },
    5: {
      withdrawal_request_type: { id: 5, name: 'Sightline', is_registrable: true },
      user_paysafe_registration: { id: 4, consumer_id: 'cus_2' },
      user_paysafe_bank_accounts: [],
    },
  },
  meta: { min_withdrawal: 1000 },
};
const json =
  (body: unknown, status = 200) =>
  () =>
    fakeResponse({ status, body });
const REGISTRATION = 'http://localhost:9001/sandbox/paysafe/registrations/abc';
let fetchMock: FetchMock;

function setUp(routes = {}, methods: WithdrawalMethods = METHODS, user = {}) {
  fetchMock = setUpAccount(
    {
      'GET /users/withdrawal_request_types': json(methods),
      'POST /withdraw/paysafe/register': json({ data: { redirect_registration: REGISTRATION } }),
      'POST /withdraw/paysafe/create': json({ data: { id: 50 } }),
      ...routes,
    },
    { country: 'US', state: 'IA', available_balance: 30000, balance: 30000, ...user },
    { region: 'US', usState: 'IA' },
  );
}

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  render(<PaymentsApp basename="/account" />, { wrapper: queryWrapper().wrapper });
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });
const amountField = () => screen.getByRole('textbox', { name: 'Amount' });

async function pick(method: string) {
  await userEvent.click(await screen.findByRole('radio', { name: method }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

beforeEach(() => {
  locationCheck.mockReset();
  locationCheck.mockResolvedValue('payload.signature');
});

describe('choosing where to withdraw', () => {
  it('lists the methods, Continue disabled until one is chosen', async () => {
    setUp();
    openAt('/account/withdraw');

    expect(await heading('Select Withdraw Method')).not.toHaveFocus();
    await screen.findByRole('radio', { name: 'Play+' });
    expect(screen.getAllByRole('radio')).toEqual(
      ['ACH-CHECK', 'Skrill (registration needed)', 'Play+'].map((name) =>
        screen.getByRole('radio', { name }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it("goes to the amount of a registered method (its heading focused), and the browser's Back returns", async () => {
    setUp();
    openAt('/account/withdraw');
    await pick('Play+');

    expect(await heading('Withdraw with Play+')).toHaveFocus();
    expect(window.location.pathname).toBe('/account/withdraw/request/play-plus');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await heading('Select Withdraw Method')).toBeInTheDocument();
  });

  it('fetches the registration link of a registrable method and goes to its enrollment', async () => {
    setUp();
    openAt('/account/withdraw');
    await pick('Skrill (registration needed)');

    expect(await heading('Register your Skrill account')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/account/withdraw/enrollment/skrill');
    expect(screen.getByRole('link', { name: 'Register with Skrill' })).toHaveAttribute(
      'href',
      REGISTRATION,
    );
    expect(
      JSON.parse(String(callsTo(fetchMock, 'POST /withdraw/paysafe/register')[0].body)),
    ).toEqual({
      deposit_request_type_id: 4,
      return_url: 'http://localhost/account/withdraw/request/skrill',
      failed_url: 'http://localhost/account/withdraw?registration=cancelled',
    });
  });

  it("back from a registration cancelled on the provider's page, says nothing was changed", async () => {
    setUp();
    openAt('/account/withdraw?registration=cancelled');

    expect(
      await screen.findByText(
        'You cancelled the registration with the payment provider. Nothing was changed on your account: choose a method to try again.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(
      await screen.findByRole('radio', { name: 'Skrill (registration needed)' }),
    ).toBeVisible();
  });

  it('says a method that cannot be registered here needs customer service', async () => {
    const methods = JSON.parse(JSON.stringify(METHODS)) as WithdrawalMethods;
    methods.data[2].user_paysafe_registration = null;
    setUp({}, methods);
    openAt('/account/withdraw');
    await pick('ACH-CHECK (registration needed)');

    expect(
      await screen.findByText(
        'Unable to create a ACH-CHECK account, please contact customer service for help.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /withdraw/paysafe/register')).toHaveLength(0);
  });

  it('asks for the registration link itself when the enrollment is opened directly', async () => {
    setUp();
    openAt('/account/withdraw/enrollment/skrill');

    expect(await screen.findByRole('link', { name: 'Register with Skrill' })).toHaveAttribute(
      'href',
      REGISTRATION,
    );
  });

  it("says why the registration link could not be had, in the server's words", async () => {
    setUp({
      'POST /withdraw/paysafe/register': json(
        { errors: { error: ['Your SKRILL account is already registered'] } },
        422,
      ),
    });
    openAt('/account/withdraw/enrollment/skrill');

    expect(
      await screen.findByText('Your SKRILL account is already registered'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register with Skrill' })).not.toBeInTheDocument();
  });

  it('sends an unregistered method opened at its amount to the enrollment', async () => {
    setUp();
    openAt('/account/withdraw/request/skrill');

    expect(await heading('Register your Skrill account')).toBeInTheDocument();
  });

  it('says an unknown method is not available', async () => {
    setUp();
    openAt('/account/withdraw/request/venmo');

    expect(
      await screen.findByText(
        'The selected withdraw method is not available, please contact customer service for help.',
      ),
    ).toBeInTheDocument();
  });

  it('asks an unverified player to verify first', async () => {
    setUp({}, METHODS, { phone_verified: false });
    openAt('/account/withdraw');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please make sure your account and your mobile number are verified to submit a withdrawal.',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

describe('the amount', () => {
  it('adds the quick amounts up to the available balance, and Max takes all of it', async () => {
    setUp();
    openAt('/account/withdraw/request/play-plus');
    await screen.findByRole('textbox', { name: 'Amount' });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    // Each button's name starts with its text.
    await userEvent.click(screen.getByRole('button', { name: '+$250' }));
    expect(amountField()).toHaveValue('250.00');
    await userEvent.click(screen.getByRole('button', { name: '+$20' }));
    expect(amountField()).toHaveValue('270.00');
    await userEvent.click(screen.getByRole('button', { name: '+$100' }));
    expect(amountField()).toHaveValue('300.00');
    await userEvent.clear(amountField());
    await userEvent.click(
      screen.getByRole('button', { name: 'Max: withdraw all your available balance' }),
    );
    expect(amountField()).toHaveValue('300.00');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('says so when there is no balance to withdraw', async () => {
    setUp({}, METHODS, { available_balance: 0 });
    openAt('/account/withdraw/request/play-plus');

    expect(await screen.findByText("You don't have any balance to withdraw")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('refuses less than the minimum withdrawal, no number and more than the available balance', async () => {
    setUp();
    openAt('/account/withdraw/request/play-plus');
    await screen.findByRole('textbox', { name: 'Amount' });
    await userEvent.type(amountField(), '9.99');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('The minimum withdrawal is $10.00')).toBeInTheDocument();

    await userEvent.clear(amountField());
    await userEvent.type(amountField(), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Amount must be a number')).toBeInTheDocument();

    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '10.005');
    await userEvent.tab();
    expect(screen.getByText('Please enter up to two decimals')).toBeInTheDocument();
    expect(amountField()).toHaveValue('10.005');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '300.01');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('The amount is more than your available balance')).toBeInTheDocument();
    expect(locationCheck).not.toHaveBeenCalled();
  });

  it('needs the destination account for ACH-CHECK and sends its id', async () => {
    setUp();
    openAt('/account/withdraw/request/ach-check');
    await screen.findByRole('textbox', { name: 'Amount' });
    await userEvent.type(amountField(), '25');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Checking ****1234' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await heading('$25.00 Withdraw Requested');
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /withdraw/paysafe/create')[0].body))).toEqual(
      {
        withdrawal_request_type_id: 2,
        amount: 2500,
        account_id: '2',
        geo_packet: 'payload.signature',
      },
    );
  });

  it('notes that the Skrill e-mail must match', async () => {
    const methods = JSON.parse(JSON.stringify(METHODS)) as WithdrawalMethods;
    methods.data[4].user_paysafe_registration = { id: 9 };
    setUp({}, methods);
    openAt('/account/withdraw/request/skrill');

    expect(
      await screen.findByText(
        'The e-mail address of your account here must match your Skrill account.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the request', () => {
  async function requestPlayPlus(amount: string) {
    openAt('/account/withdraw/request/play-plus');
    await screen.findByRole('textbox', { name: 'Amount' });
    await userEvent.type(amountField(), amount);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  }

  it('passes the location check, sends the packet with the cents and the registration, then shows the success', async () => {
    setUp();
    await requestPlayPlus('25');

    expect(await heading('$25.00 Withdraw Requested')).toHaveFocus();
    expect(locationCheck).toHaveBeenCalledWith({ userId: 5, reason: 'withdrawal' });
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /withdraw/paysafe/create')[0].body))).toEqual(
      {
        withdrawal_request_type_id: 5,
        amount: 2500,
        account_id: 4,
        geo_packet: 'payload.signature',
      },
    );
    expect(
      screen.getByText(
        'Your withdrawal request will be processed as soon as possible. Please allow 2-3 business days for it to appear in your destination account.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Available Balance').nextElementSibling).toHaveTextContent('$300.00');
    expect(window.location.pathname).toBe('/account/withdraw/success/play-plus');

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await heading('Select Withdraw Method')).toBeInTheDocument();
  });

  it('says at once what it waits for while the location service does not answer', async () => {
    setUp();
    locationCheck.mockReturnValue(new Promise(() => undefined));
    await requestPlayPlus('25');

    expect(
      await screen.findByText(
        'Waiting for the location service app on your computer to confirm where you are. If this takes more than a few seconds, open the location service app, allow it to use your location and keep it running.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(callsTo(fetchMock, 'POST /withdraw/paysafe/create')).toHaveLength(0);
  });

  it('stops at a failed location check with its message, sending nothing', async () => {
    setUp();
    locationCheck.mockRejectedValue(
      new LocationCheckError(604, 'Location services are turned off. Please turn them on.'),
    );
    await requestPlayPlus('25');

    expect(
      await screen.findByText('Location services are turned off. Please turn them on.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /withdraw/paysafe/create')).toHaveLength(0);
  });

  it.each([
    [
      { errors: { error: ['Your location could not be verified. Please try again.'] } },
      'Your location could not be verified. Please try again.',
    ],
    ['', 'An unknown error occurred, please try again or contact our Customer Service.'],
  ])('shows the refusal: %p', async (body, message) => {
    setUp({ 'POST /withdraw/paysafe/create': json(body, 403) });
    await requestPlayPlus('25');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Withdraw Requested/ })).not.toBeInTheDocument();
  });

  it('shows the start when the success page is opened without a request', async () => {
    setUp();
    openAt('/account/withdraw/success/play-plus');

    expect(await heading('Select Withdraw Method')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/account/withdraw'));
  });
});

import { config$, defaultConfig } from '@portal/shared-utils';
import { testBrand, type FetchMock, type Route, queryWrapper } from '@portal/shared-utils/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationCheckError, requestLocationPacket } from '../../location';
import { callsTo } from '../../test-utils/accountApi';
import { bodyOf, json, setUpDeposit } from '../../test-utils/depositApi';
import { DepositModal } from '../DepositModal';
import { OnboardingDepositModal } from '../onboarding/OnboardingDepositModal';

jest.mock('../../location', () => ({
  ...jest.requireActual('../../location'),
  requestLocationPacket: jest.fn(),
}));
const locationCheck = jest.mocked(requestLocationPacket);

const CREATE = 'POST /deposit/paysafe/create';
const PROCESS = 'POST /deposit/paysafe/12/process';
const REFUSED = { errors: { error: ['Your location could not be verified. Please try again.'] } };
let fetchMock: FetchMock;
const user = () => userEvent.setup();

/** A US player, the paysafe calls answered as the sandbox does (request 12, token tok12). */
function setUp(routes: Record<string, Route> = {}, player = {}) {
  fetchMock = setUpDeposit(
    {
      [CREATE]: json({
        data: { id: 12, amount: 2100, status: { id: 1, name: 'Pending' } },
        meta: {
          merchant_reference_number: 'PS',
          registration_id: null,
          consumer_id: 'c',
          single_use_customer_token: 's',
          redirect_registration: null,
        },
      }),
      'POST /sandbox/paysafe/requests/12/checkout': json({ data: { token: 'tok12' } }),
      [PROCESS]: json({ data: { id: 12, amount: 2100, status: { id: 3, name: 'Approved' } } }),
      ...routes,
    },
    player,
  );
  act(() => config$.next({ ...defaultConfig, brand: testBrand, region: 'US', language: 'enUS' }));
}

/** Opens the deposit, Next with the amount, then Deposit with `method`. */
async function payWith(player: ReturnType<typeof user>, method = 'Paypal') {
  window.history.replaceState(null, '', '/betting?modal=deposit');
  render(<DepositModal params={{}} state={null} close={jest.fn()} />, {
    wrapper: queryWrapper().wrapper,
  });
  await player.click(screen.getByRole('button', { name: 'Next' }));
  await player.click(await screen.findByRole('radio', { name: method }));
  await player.click(screen.getByRole('button', { name: 'Deposit' }));
}

beforeEach(() => {
  locationCheck.mockReset();
  locationCheck.mockResolvedValueOnce('create.packet').mockResolvedValueOnce('process.packet');
});

it('amount from 1 with the US quick-add buttons, a method, the widget, then Continue; each call carries a fresh geo packet', async () => {
  setUp();
  const player = user();
  const close = jest.fn();
  window.history.replaceState(null, '', '/betting?modal=deposit');
  render(<DepositModal params={{}} state={null} close={close} />, {
    wrapper: queryWrapper().wrapper,
  });
  expect(screen.getByLabelText('Amount')).toHaveValue('1.00');
  // The modal is titled Deposit: the amount page does not say it again.
  expect(screen.queryByRole('heading', { name: 'Deposit' })).not.toBeInTheDocument();
  expect(screen.getByText('Secure Transaction')).toBeInTheDocument();
  const quickAdds = screen.getByRole('group', { name: 'Add to the amount' });
  expect(
    within(quickAdds)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['+20', '+50', '+100', '+250', '+500']);
  await player.click(screen.getByRole('button', { name: '+20' }));
  await player.click(screen.getByRole('button', { name: 'Next' }));
  // Select Deposit Method is said once: the list under it has a name of its own.
  expect(await screen.findAllByText('Select Deposit Method')).toHaveLength(1);
  expect(screen.getByRole('radiogroup', { name: 'Pay with' })).toBeInTheDocument();
  await player.click(await screen.findByRole('radio', { name: 'Paypal' }));
  await player.click(screen.getByRole('button', { name: 'Deposit' }));
  const approve = await screen.findByRole('button', { name: 'Approve payment' });
  // A registration on the provider's page returns here; cancelled there, the modal says so.
  expect(bodyOf(fetchMock, CREATE)).toEqual({
    deposit_request_type_id: 7,
    amount: 2100,
    return_url: 'http://localhost/betting?modal=deposit',
    failed_url: 'http://localhost/betting?modal=deposit&registration=cancelled',
    geo_packet: 'create.packet',
  });
  expect(locationCheck).toHaveBeenCalledTimes(1);

  await player.click(approve);
  expect(await screen.findByRole('heading', { name: 'Deposit Successful' })).toBeInTheDocument();
  expect(locationCheck).toHaveBeenCalledTimes(2);
  expect(locationCheck).toHaveBeenNthCalledWith(2, { userId: 5, reason: 'deposit' });
  expect(bodyOf(fetchMock, PROCESS)).toEqual({ token: 'tok12', geo_packet: 'process.packet' });
  await player.click(screen.getByRole('button', { name: 'Continue' }));
  expect(close).toHaveBeenCalled();
});

it('a refused payment shows the failure page with TRY AGAIN', async () => {
  setUp({
    [CREATE]: json({ errors: { error: ['Selected payment method not available.'] } }, 422),
  });
  await payWith(user(), 'Trustly');
  expect(await screen.findByText('Selected payment method not available.')).toBeInTheDocument();
});

it('stops at a failed location check with its message, sending nothing; Deposit checks again', async () => {
  setUp();
  locationCheck.mockReset();
  locationCheck.mockRejectedValueOnce(new LocationCheckError(612)).mockResolvedValue('packet');
  const player = user();
  await payWith(player);

  expect(
    await screen.findByText(
      'The location service is not running on this device. Please start it and try again.',
    ),
  ).toBeInTheDocument();
  expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
  await player.click(screen.getByRole('button', { name: 'Deposit' }));
  expect(await screen.findByRole('button', { name: 'Approve payment' })).toBeInTheDocument();
  expect(bodyOf(fetchMock, CREATE)).toMatchObject({ geo_packet: 'packet' });
});

it('a location check failing after the widget processes nothing: the failure page says why', async () => {
  setUp();
  locationCheck.mockReset();
  locationCheck
    .mockResolvedValueOnce('create.packet')
    .mockRejectedValueOnce(new LocationCheckError(620));
  const player = user();
  await payWith(player);
  await player.click(await screen.findByRole('button', { name: 'Approve payment' }));

  expect(await screen.findByRole('heading', { name: 'Deposit Unsuccessful' })).toBeInTheDocument();
  expect(
    screen.getByText('Reason: The location check took too long. Please try again.'),
  ).toBeInTheDocument();
  expect(callsTo(fetchMock, PROCESS)).toHaveLength(0);
  await player.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
  expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
});

it("shows the API's refusal of the location on the request", async () => {
  setUp({ [CREATE]: json(REFUSED, 403) });
  await payWith(user());

  expect(
    await screen.findByText('Your location could not be verified. Please try again.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve payment' })).not.toBeInTheDocument();
});

it("shows the API's refusal of the location on processing on the failure page", async () => {
  setUp({ [PROCESS]: json(REFUSED, 403) });
  const player = user();
  await payWith(player);
  await player.click(await screen.findByRole('button', { name: 'Approve payment' }));

  expect(
    await screen.findByText('Reason: Your location could not be verified. Please try again.'),
  ).toBeInTheDocument();
});

it("an unverified player is told 'You need to verify your ID to make a deposit.'", () => {
  setUp({}, { id_verified: false });
  render(<DepositModal params={{}} state={null} close={jest.fn()} />, {
    wrapper: queryWrapper().wrapper,
  });
  expect(screen.getByText('You need to verify your ID to make a deposit.')).toBeInTheDocument();
  expect(locationCheck).not.toHaveBeenCalled();
});

it('refuses an amount of more than two decimals before anything is sent', async () => {
  setUp();
  const player = user();
  render(<DepositModal params={{}} state={null} close={jest.fn()} />, {
    wrapper: queryWrapper().wrapper,
  });
  const amount = screen.getByLabelText('Amount');
  await player.clear(amount);
  await player.type(amount, '20.005');
  await player.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Please enter up to two decimals')).toBeInTheDocument();
  expect(amount).toHaveValue('20.005');
  expect(screen.queryByRole('radio', { name: 'Paypal' })).not.toBeInTheDocument();
});

it('says at once what the location check waits for while the location service has not answered', async () => {
  setUp();
  locationCheck.mockReset();
  locationCheck.mockReturnValue(new Promise(() => undefined));
  await payWith(user());
  expect(
    await screen.findByText(
      'Waiting for the location service app on your computer to confirm where you are. If this takes more than a few seconds, open the location service app, allow it to use your location and keep it running.',
    ),
  ).toHaveAttribute('role', 'status');
  expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
});

it("back from a registration cancelled on the provider's page, says nothing was charged", async () => {
  setUp();
  render(<DepositModal params={{ registration: 'cancelled' }} state={null} close={jest.fn()} />, {
    wrapper: queryWrapper().wrapper,
  });
  const cancelled =
    'You cancelled the registration with the payment provider. Nothing was charged: choose an amount and a method to try again.';
  expect(screen.getByText(cancelled)).toHaveAttribute('role', 'status');
  await user().click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('radio', { name: 'Paypal' })).toBeInTheDocument();
  expect(screen.queryByText(cancelled)).not.toBeInTheDocument();
});

it("the help line gives the brand's support phone and e-mail, and leads to Live Chat", async () => {
  setUp();
  render(<DepositModal params={{}} state={null} close={jest.fn()} />, {
    wrapper: queryWrapper().wrapper,
  });
  expect(screen.getByText(/Need help with your deposit\?/)).toHaveTextContent(
    'Need help with your deposit? Contact our Customer Service: call 1300 555 000 or e-mail support@brand.test.',
  );
  expect(screen.getByRole('link', { name: '1300 555 000' })).toHaveAttribute(
    'href',
    'tel:1300555000',
  );
  expect(screen.getByRole('link', { name: 'support@brand.test' })).toHaveAttribute(
    'href',
    'mailto:support@brand.test',
  );
  const chat = screen.getByRole('link', { name: 'Chat with our Customer Service on Live Chat' });
  expect(chat).toHaveAttribute('href', '/betting/#livechat');
  await user().click(chat);
  expect(`${window.location.pathname}${window.location.hash}`).toBe('/betting/#livechat');
});

describe('the onboarding deposit after a US sign-up', () => {
  it('is the US flow: US quick-adds, from $1, the US methods through the US provider, never a card in AUD', async () => {
    setUp();
    const player = user();
    const close = jest.fn();
    render(<OnboardingDepositModal params={{}} state={{ from: 'registration' }} close={close} />, {
      wrapper: queryWrapper().wrapper,
    });
    expect(screen.getByLabelText('Amount')).toHaveValue('1.00');
    expect(screen.getByRole('button', { name: '+250' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+10' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Promotion' })).not.toBeInTheDocument();
    expect(screen.queryByText(/CreditCard/)).not.toBeInTheDocument();

    await player.click(screen.getByRole('button', { name: '+20' }));
    await player.click(screen.getByRole('button', { name: 'Next' }));
    await player.click(await screen.findByRole('radio', { name: 'Paypal' }));
    await player.click(screen.getByRole('button', { name: 'Deposit' }));
    await player.click(await screen.findByRole('button', { name: 'Approve payment' }));

    expect(await screen.findByRole('heading', { name: 'Deposit Successful' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, CREATE)).toMatchObject({ deposit_request_type_id: 7, amount: 2100 });
    expect(callsTo(fetchMock, 'POST /deposit/fatzebra/create')).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET /users/promotions/deposit')).toHaveLength(0);
  });

  it('Deposit later leaves it for now', async () => {
    setUp();
    const close = jest.fn();
    render(<OnboardingDepositModal params={{}} state={{ from: 'registration' }} close={close} />, {
      wrapper: queryWrapper().wrapper,
    });
    await user().click(screen.getByRole('button', { name: 'Deposit later' }));
    expect(close).toHaveBeenCalled();
  });
});

it('the card checkout offers a test card of each funding type; a card the state refuses ends on the failure page naming the rule', async () => {
  const refusal =
    "Credit cards can't be used to gamble online in Ohio. Use a debit card or another deposit method.";
  setUp({
    [PROCESS]: json({
      data: { id: 12, amount: 2100, status: { id: 4, name: 'Rejected' } },
      meta: { message: refusal },
    }),
  });
  const player = user();
  await payWith(player, 'Credit card');
  const testCard = await screen.findByRole('combobox', { name: 'Test card' });
  expect(
    within(testCard)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Debit card', 'Credit card', 'Prepaid card']);
  await player.selectOptions(testCard, 'Credit card');
  await player.click(screen.getByRole('button', { name: 'Approve payment' }));

  expect(await screen.findByRole('heading', { name: 'Deposit Unsuccessful' })).toBeInTheDocument();
  expect(screen.getByText(`Reason: ${refusal}`)).toBeInTheDocument();
  expect(bodyOf(fetchMock, 'POST /sandbox/paysafe/requests/12/checkout')).toEqual({
    outcome: 'approve',
    funding: 'credit',
  });
});

it('a wallet checkout has no card to choose', async () => {
  setUp();
  const player = user();
  await payWith(player);
  await player.click(await screen.findByRole('button', { name: 'Approve payment' }));
  expect(await screen.findByRole('heading', { name: 'Deposit Successful' })).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Test card' })).not.toBeInTheDocument();
  expect(bodyOf(fetchMock, 'POST /sandbox/paysafe/requests/12/checkout')).toEqual({
    outcome: 'approve',
  });
});

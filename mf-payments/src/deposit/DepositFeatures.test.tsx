import type { Outlet } from '@portal/contract';
import {
  fakeResponse,
  type FetchMock,
  queryWrapper,
  sentRequests,
} from '@portal/shared-utils/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, json, method, setUpDeposit } from '../test-utils/depositApi';
import { DepositModal } from './DepositModal';
import { canGenerateCashCode } from './home/depositAmountRules';
import { distanceKm, nearbyOutlets, SYDNEY } from './map/outlet';
import { OnboardingDepositModal } from './onboarding/OnboardingDepositModal';
import { PayIdPage } from './payid/PayIdPage';
import { cardBrand } from './methods/cardBrand';

const CODE = { id: 9, code: '1234567890123456', amount: 5000, qrCodeURL: '/x.svg' };
let fetchMock: FetchMock;
const user = () => userEvent.setup();
const timedUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('cash codes', () => {
  beforeEach(() => {
    fetchMock = setUpDeposit(
      {
        'POST /deposit/blueshyft/code': json({ data: CODE }),
        'GET /deposit/blueshyft/pending_code': json({ data: [{ ...CODE, id: 8, code: '999' }] }),
        'DELETE /deposit/blueshyft/pending_code/8': json({ status: 'success' }),
        'DELETE /deposit/blueshyft/pending_code/9': json({ status: 'success' }),
      },
      {},
      [method(5, 'Cash In-store')],
    );
  });

  it.each([
    ['10.50', 'Cash deposit can only be whole dollars'],
    ['8001', 'Cash deposit cannot exceed $8000'],
    ['5', 'You must deposit at least $10.00'],
  ])('refuses %p: %s', async (amount, message) => {
    const player = user();
    render(<DepositModal params={{}} state={null} close={jest.fn()} />, {
      wrapper: queryWrapper().wrapper,
    });
    await player.type(await screen.findByLabelText('Amount'), amount);
    await player.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('disables Generate for zero, not a number, above the maximum or fractional', () => {
    expect(['', '0', 'abc', '8001', '10.5'].map(canGenerateCashCode)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(canGenerateCashCode('50')).toBe(true);
  });

  it('generates a code, shows its QR code, and cancels another with YES', async () => {
    const player = user();
    render(<DepositModal params={{}} state={null} close={jest.fn()} />, {
      wrapper: queryWrapper().wrapper,
    });
    await player.type(await screen.findByLabelText('Amount'), '50');
    await player.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('heading', { name: 'Pay with Cash' })).toHaveFocus();
    expect(
      screen.getByRole('img', { name: 'QR code for cash code 1234567890123456' }),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /deposit/blueshyft/code')).toEqual({
      amount: 5000,
      promotion: { id: 1, client_id: 1 },
    });
    await player.click(await screen.findByRole('button', { name: 'View 999' }));
    expect(screen.getByRole('img', { name: 'QR code for cash code 999' })).toBeInTheDocument();
    await player.click(screen.getByRole('button', { name: 'Cancel 999' }));
    await player.click(screen.getByRole('button', { name: 'NO' }));
    await player.click(screen.getByRole('button', { name: 'Cancel 999' }));
    await player.click(screen.getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(screen.queryByText('999')).not.toBeInTheDocument());
  });

  it('lists the code just generated first, shown, and cancels it like any other', async () => {
    const player = user();
    render(<DepositModal params={{}} state={null} close={jest.fn()} />, {
      wrapper: queryWrapper().wrapper,
    });
    await player.type(await screen.findByLabelText('Amount'), '50');
    await player.click(screen.getByRole('button', { name: 'Generate' }));
    const list = screen.getByRole('region', { name: 'Your cash codes' });
    await screen.findByRole('button', { name: 'View 999' });
    expect(
      within(list)
        .getAllByRole('button', { name: /^View / })
        .map((button) => [button.getAttribute('aria-label'), button.getAttribute('aria-expanded')]),
    ).toEqual([
      ['View 1234567890123456', 'true'],
      ['View 999', 'false'],
    ]);
    await player.click(within(list).getByRole('button', { name: 'Cancel 1234567890123456' }));
    await player.click(screen.getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(screen.queryByText('1234567890123456')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/\/deposit\/blueshyft\/pending_code\/9$/),
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(within(list).getByText('999')).toBeInTheDocument();
  });

  it.each([
    [
      { errors: { error: ['Code generation failed'] } },
      'Error generating Blueshyft Code: Code generation failed',
    ],
    ['', 'Error generating blueshyft code'],
  ])('says why a code was not generated', async (body, message) => {
    fetchMock = setUpDeposit(
      { 'POST /deposit/blueshyft/code': () => fakeResponse({ status: 422, body }) },
      {},
      [method(5, 'Cash In-store')],
    );
    const player = user();
    render(<DepositModal params={{}} state={null} close={jest.fn()} />, {
      wrapper: queryWrapper().wrapper,
    });
    await player.type(await screen.findByLabelText('Amount'), '666');
    await player.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('Cash In-store', () => {
  const outlet = (shopId: number, postcode: string, latitude: number): Outlet => ({
    shopId: String(shopId),
    shopName: `Shop ${shopId}`,
    displayAddress: `${shopId} George St`,
    validatedAddress: { latitude, longitude: SYDNEY.longitude, postcode },
  });

  it('keeps postcodes below 2080, nearest first, in km with earth radius 6371', () => {
    const list = nearbyOutlets([
      outlet(1, '2000', -33.9),
      outlet(2, '2080', -33.87),
      outlet(3, '2010', -33.87),
    ]);
    expect(list.map((o) => o.shopId)).toEqual(['3', '1']);
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      111.19,
      1,
    );
  });
});

describe('PayID', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('generates, loads 5 s, copies and shows Copied for 3 s', async () => {
    fetchMock = setUpDeposit({
      'POST /deposit/zepto/register': json({ data: { payid: 'p1@pay.portal.test' } }),
    });
    const player = timedUser();
    render(<PayIdPage onBack={jest.fn()} />, { wrapper: queryWrapper().wrapper });
    await player.click(await screen.findByRole('button', { name: 'Generate PayID' }));
    await act(() => jest.advanceTimersByTimeAsync(4900));
    expect(screen.getByRole('button', { name: /Generate PayID/ })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(screen.getByText('p1@pay.portal.test')).toBeInTheDocument();
    await player.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('p1@pay.portal.test');
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('shows the saved PayID to copy, with no Generate', async () => {
    setUpDeposit({}, { payid_details: { payid: 'saved@pay.portal.test' } });
    render(<PayIdPage onBack={jest.fn()} />, { wrapper: queryWrapper().wrapper });

    expect(await screen.findByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByText('saved@pay.portal.test')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate PayID' })).not.toBeInTheDocument();
  });

  it('shows the PayID just generated when the page opens again, with no second registration', async () => {
    fetchMock = setUpDeposit({
      'POST /deposit/zepto/register': json({ data: { payid: 'p1@pay.portal.test' } }),
    });
    const { wrapper } = queryWrapper();
    const player = timedUser();
    const first = render(<PayIdPage onBack={jest.fn()} />, { wrapper });
    await player.click(await screen.findByRole('button', { name: 'Generate PayID' }));
    await act(() => jest.advanceTimersByTimeAsync(5000));
    first.unmount();

    render(<PayIdPage onBack={jest.fn()} />, { wrapper });

    expect(screen.getByText('p1@pay.portal.test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(sentRequests(fetchMock).filter((sent) => sent.method === 'POST')).toHaveLength(1);
  });

  it('offers Generate when the saved PayID cannot be read', async () => {
    setUpDeposit({
      'GET /users/current?embed=payid_details': json({ errors: { error: ['Down'] } }, 500),
    });
    render(<PayIdPage onBack={jest.fn()} />, { wrapper: queryWrapper().wrapper });

    expect(await screen.findByRole('button', { name: 'Generate PayID' })).toBeEnabled();
  });

  it.each([
    [{ id_verified: false }, undefined, 'Please verify your account first'],
    [{}, '', 'Something went wrong, please try again later.'],
    [{}, 'PayID is down', 'PayID is down'],
  ])('explains a PayID that was not generated', async (player, error, message) => {
    setUpDeposit(
      {
        'POST /deposit/zepto/register': () =>
          fakeResponse({ status: 500, body: error ? { errors: { error: [error] } } : '' }),
      },
      player,
    );
    const clicker = timedUser();
    render(<PayIdPage onBack={jest.fn()} />, { wrapper: queryWrapper().wrapper });
    await clicker.click(await screen.findByRole('button', { name: 'Generate PayID' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('onboarding deposit', () => {
  const renderOnboarding = (close = jest.fn()) => {
    render(<OnboardingDepositModal params={{}} state={{ from: 'registration' }} close={close} />, {
      wrapper: queryWrapper().wrapper,
    });
    return close;
  };
  const limit = (value: number, used: number) => ({
    id: value,
    type: { id: 1, name: 'Deposit' },
    duration: { id: 1, name: 'Daily' },
    limit: value,
    used,
    created_at: '',
    end_date: null,
  });

  it.each([
    ['', 'Amount is required'],
    ['abc', 'Amount must be a number'],
    ['10.005', 'Please enter up to two decimals'],
    ['0.5', 'Amount must be greater than 0'],
    ['31', 'You have reached your deposit limit'],
  ])('refuses %p: %s', async (amount, message) => {
    setUpDeposit({}, { limits: [limit(10000, 2000), limit(5000, 2000)] });
    const player = user();
    renderOnboarding();
    expect(screen.getByRole('heading', { name: 'Step 1 of 2: Amount' })).toHaveFocus();
    if (amount) await player.type(screen.getByLabelText('Amount'), amount);
    await player.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('goes to the CreditCard step, and Deposit later closes', async () => {
    setUpDeposit({
      'POST /deposit/fatzebra/create': json({
        data: {
          reference_number: 'FZ',
          payment: 2000,
          currency: 'AUD',
          token: 't',
          verification: 'v',
          cardToken: null,
        },
      }),
    });
    const player = user();
    const close = renderOnboarding();
    await player.type(screen.getByLabelText('Amount'), '20');
    await player.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 2: CreditCard' })).toHaveFocus();
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    await player.click(screen.getByRole('button', { name: 'Deposit later' }));
    expect(close).toHaveBeenCalled();
  });
});

it('card icon by first digit: 4 Visa, 5 Mastercard', () => {
  expect(['4005', '5123', '3782'].map(cardBrand)).toEqual(['visa', 'mastercard', null]);
});

import { AU_SIGNUP_BODY } from '@portal/contract/testing';
import { modal$, session$ } from '@portal/shared-utils';
import {
  calledPaths,
  fakeResponse,
  installFetchMock,
  mockRoutes,
  requestHeaders,
  testUser,
  type FetchMock,
  type Route,
  queryWrapper,
  CURRENT_USER_PATH,
} from '@portal/shared-utils/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { installFakeRecaptcha } from '../test-utils/fakeRecaptcha';
import {
  fillIdentity,
  fillLoginDetails,
  fillValidAuSignup,
  fillValidUsSignup,
} from '../test-utils/signupForm';
import { requestBody, resetAuth, setConfig } from '../test-utils/testing';
import { SignupModal } from './SignupModal';

const durations = [
  { id: 1, name: 'Daily' },
  { id: 2, name: 'Weekly' },
  { id: 3, name: 'Monthly' },
];

const place = {
  address_components: [
    { long_name: '12', short_name: '12', types: ['street_number'] },
    { long_name: 'George Street', short_name: 'George St', types: ['route'] },
    { long_name: 'Sydney', short_name: 'Sydney', types: ['locality', 'political'] },
    { long_name: 'New South Wales', short_name: 'NSW', types: ['administrative_area_level_1'] },
    { long_name: 'Australia', short_name: 'AU', types: ['country', 'political'] },
    { long_name: '2000', short_name: '2000', types: ['postal_code'] },
  ],
  formatted_address: '12 George St, Sydney NSW 2000, Australia',
};

// Filling the whole form takes a while under load.
jest.setTimeout(20_000);

let fetchMock: FetchMock;

function routes(extra: Record<string, Route> = {}) {
  mockRoutes(fetchMock, {
    'GET /users/register': () =>
      fakeResponse({ body: { data: { available_limits: [{ id: 1, durations }] } } }),
    'GET /place/autocomplete?input=George&types=address&components=country%3Aau': () =>
      fakeResponse({
        body: {
          status: 'OK',
          predictions: [{ description: '12 George Street, Sydney NSW', place_id: 'p1' }],
        },
      }),
    'GET /place/details?place_id=p1&fields=address_components%2Cformatted_address': () =>
      fakeResponse({ body: { status: 'OK', result: place } }),
    'POST /users': () =>
      fakeResponse({ status: 201, body: { status: 'success', data: testUser() } }),
    'POST /auth': () => fakeResponse({ body: { status: 'success', token: 'new-token' } }),
    [`GET ${CURRENT_USER_PATH}`]: () =>
      fakeResponse({ body: { data: testUser({ id_verified: false }) } }),
    ...extra,
  });
}

/** Renders the form and lets the registration metadata arrive. */
async function renderSignup() {
  render(<SignupModal />, { wrapper: queryWrapper().wrapper });
  await act(async () => undefined);
}

const postedSignup = () => {
  const call = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
  return { body: requestBody(fetchMock, call), headers: requestHeaders(fetchMock, call) };
};

beforeEach(() => {
  resetAuth();
  fetchMock = installFetchMock();
  routes();
});

/** The cookie the portal keeps a Referrer query parameter in (spec 1 §9). */
const REFERRER_COOKIE = 'portal_referrer';

afterEach(() => {
  jest.useRealTimers();
  Cookies.remove(REFERRER_COOKIE, { path: '/' });
});

it('shows the welcome code (WELCOME), login details and verify-who-you-are sections', async () => {
  await renderSignup();
  expect(screen.getByLabelText('Welcome code (optional)')).toHaveValue('WELCOME');
  expect(screen.getByRole('region', { name: 'Login details' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Verify who you are' })).toBeInTheDocument();
  expect(
    screen
      .getAllByRole('option', { name: /Australia|New Zealand|United States/ })
      .map((o) => o.textContent),
  ).toEqual(['Australia', 'New Zealand']);
  expect(screen.getByLabelText('Country')).toHaveValue('AU');
});

it('offers only the United States of America as country in the US', async () => {
  setConfig({ region: 'US' });
  await renderSignup();
  expect(
    within(screen.getByLabelText('Country'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Select a country', 'United States of America']);
  expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
});

it('updates the password rule hints 300 ms after the last keystroke', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await renderSignup();
  const hint = (text: string) => screen.getByText(text).closest('li');

  await user.type(screen.getByLabelText('Password'), 'abcD1234');
  act(() => jest.advanceTimersByTime(299));
  expect(hint('8 or more characters')).toHaveAttribute('data-met', 'false');

  act(() => jest.advanceTimersByTime(1));
  expect(hint('Contains upper and lower case')).toHaveAttribute('data-met', 'true');
  expect(hint('At least one number')).toHaveAttribute('data-met', 'true');
  expect(hint('8 or more characters')).toHaveAttribute('data-met', 'true');
});

it('looks addresses up 500 ms after typing 3 or more characters with a letter, in the region', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await renderSignup();
  const lookup = screen.getByRole('combobox', { name: 'Address' });
  const lookups = () => calledPaths(fetchMock).filter((path) => path.startsWith('/place'));

  await user.type(lookup, '123');
  act(() => jest.advanceTimersByTime(600));
  expect(lookups()).toEqual([]);

  await user.clear(lookup);
  await user.type(lookup, 'George');
  act(() => jest.advanceTimersByTime(499));
  expect(lookups()).toEqual([]);
  await act(async () => jest.advanceTimersByTime(1));
  expect(lookups()).toEqual([
    '/place/autocomplete?input=George&types=address&components=country%3Aau',
  ]);

  await user.click(await screen.findByRole('option', { name: '12 George Street, Sydney NSW' }));
  await waitFor(() => expect(lookup).toHaveValue('12 George St, Sydney NSW 2000, Australia'));

  await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
  expect(screen.getByLabelText('Street Number')).toHaveValue('12');
  expect(screen.getByLabelText('Street Name')).toHaveValue('George');
  expect(screen.getByLabelText('Street Type')).toHaveValue('Street');
  expect(screen.getByLabelText('Suburb / City')).toHaveValue('Sydney');
  expect(screen.getByLabelText('State')).toHaveValue('NSW');
  expect(screen.getByLabelText('Postcode')).toHaveValue('2000');
});

it('says no address matches when the lookup fails', async () => {
  routes({
    'GET /place/autocomplete?input=Nowhere&types=address&components=country%3Aau': () =>
      fakeResponse({ status: 503 }),
  });
  const user = userEvent.setup({ delay: null });
  await renderSignup();

  await user.type(screen.getByRole('combobox', { name: 'Address' }), 'Nowhere');

  expect(await screen.findByText('No matching address found')).toBeInTheDocument();
});

it('toggles between the address lookup and manual entry', async () => {
  const user = userEvent.setup({ delay: null });
  await renderSignup();
  expect(screen.getByLabelText('Street Number')).not.toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
  expect(screen.queryByRole('combobox', { name: 'Address' })).not.toBeInTheDocument();
  expect(screen.getByLabelText('Street Number')).toBeVisible();
  expect(screen.getByLabelText('Unit Number (optional)')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Search for my address' }));
  expect(screen.getByRole('combobox', { name: 'Address' })).toBeVisible();
  expect(screen.getByLabelText('Street Number')).not.toBeVisible();
});

it('defaults the limit period to the second duration and rounds the amount on leaving it', async () => {
  const user = userEvent.setup({ delay: null });
  await renderSignup();
  await user.click(screen.getByRole('radio', { name: 'Set limit' }));
  await waitFor(() => expect(screen.getByLabelText('Period')).toHaveValue('2'));

  await user.type(screen.getByLabelText('Limit amount ($)'), '20.5');
  await user.tab();
  expect(screen.getByLabelText('Limit amount ($)')).toHaveValue('20.50');
});

it('registers with the sign-up payload, signs in and opens onboarding-verification', async () => {
  Cookies.set(REFERRER_COOKIE, 'PARTNER7');
  const user = userEvent.setup({ delay: null });
  await renderSignup();
  await fillValidAuSignup(user);
  await user.click(screen.getByRole('radio', { name: 'Set limit' }));
  await user.type(screen.getByLabelText('Limit amount ($)'), '20.5');
  await user.click(screen.getByRole('checkbox', { name: /news, offers/ }));

  await user.click(screen.getByRole('button', { name: 'Sign Up' }));

  await waitFor(() => expect(modal$.getValue().name).toBe('onboarding-verification'));
  expect(modal$.getValue().state).toEqual({ from: 'registration' });
  expect(session$.getValue().token).toBe('new-token');
  const { body, headers } = postedSignup();
  expect(headers.get('Registration-Source')).toBe('Website');
  expect(body).toEqual({
    invite_code: 'WELCOME',
    name: 'new_player',
    email: 'new.player@portal.test',
    password: 'Secret123',
    first_name: 'Nina',
    last_name: 'New',
    birth_date: '1990-02-01',
    phone: '0412345678',
    ...AU_SIGNUP_BODY,
    set_deposit_limit: true,
    deposit_limit: { limit: 2050, duration_type_id: 2 },
    opted_in: true,
    affiliate_token: 'PARTNER7',
    recaptcha_token: '',
  });
  expect(requestBody(fetchMock, calledPaths(fetchMock).indexOf('/auth'))).toMatchObject({
    email: 'new.player@portal.test',
    password: 'Secret123',
  });
});

it('sends reCAPTCHA tokens of the signup and login actions when a site key is configured', async () => {
  const recaptcha = installFakeRecaptcha();
  setConfig({ recaptcha: { siteKey: 'site-key' } });
  const user = userEvent.setup({ delay: null });
  await renderSignup();
  expect(recaptcha.scripts()).toHaveLength(1);
  await fillValidAuSignup(user);

  await user.click(screen.getByRole('button', { name: 'Sign Up' }));

  await waitFor(() => expect(modal$.getValue().name).toBe('onboarding-verification'));
  expect(postedSignup().body).toMatchObject({ recaptcha_token: 'token-signup' });
  expect(requestBody(fetchMock, calledPaths(fetchMock).indexOf('/auth'))).toMatchObject({
    recaptcha_token: 'token-login',
  });
  recaptcha.uninstall();
});

it('opens onboarding-deposit for a player who is ID-verified', async () => {
  routes({
    [`GET ${CURRENT_USER_PATH}`]: () => fakeResponse({ body: { data: testUser() } }),
  });
  const user = userEvent.setup({ delay: null });
  await renderSignup();
  await fillValidAuSignup(user);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await waitFor(() => expect(modal$.getValue().name).toBe('onboarding-deposit'));
});

it('attaches server errors to their fields, shows the general one and focuses the first', async () => {
  routes({
    'POST /users': () =>
      fakeResponse({
        status: 422,
        body: {
          errors: {
            phone: ['Mobile Number must contain digits only'],
            email: ['This email address is already registered'],
            error: ['Please check the highlighted fields.'],
          },
        },
      }),
  });
  const user = userEvent.setup({ delay: null });
  await renderSignup();
  await fillValidAuSignup(user);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));

  expect(await screen.findByText('This email address is already registered')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
    'This email address is already registered',
  );
  expect(screen.getByLabelText('Mobile Number')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  expect(modal$.getValue().name).toBeNull();

  await user.type(screen.getByLabelText('Email'), 'x');
  expect(screen.queryByText('This email address is already registered')).not.toBeInTheDocument();
});

it('opens the manual address fields to show a server error on an address part', async () => {
  routes({
    'POST /users': () =>
      fakeResponse({ status: 422, body: { errors: { postcode: ['Postcode must be 4 digits'] } } }),
  });
  const user = userEvent.setup({ delay: null });
  await renderSignup();
  await fillLoginDetails(user);
  await fillIdentity(user);
  await user.type(screen.getByRole('combobox', { name: 'Address' }), 'George');
  await user.click(await screen.findByRole('option', { name: '12 George Street, Sydney NSW' }));
  await user.click(screen.getByRole('radio', { name: 'No limit' }));
  await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));

  expect(await screen.findByText('Postcode must be 4 digits')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Postcode')).toHaveFocus());
});

it('focuses the first invalid field when the form is submitted incomplete', async () => {
  const user = userEvent.setup({ delay: null });
  await renderSignup();
  await user.type(screen.getByLabelText('Username'), 'new_player');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(calledPaths(fetchMock)).not.toContain('/users');
});

describe('declining a deposit limit', () => {
  const benefits = () => screen.queryByRole('region', { name: 'Why set a deposit limit?' });

  it('shows three benefits of a limit on No limit, politely, and hides them on Set limit', async () => {
    const user = userEvent.setup({ delay: null });
    await renderSignup();
    expect(benefits()).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'No limit' }));

    const panel = benefits();
    expect(panel).toBeVisible();
    expect(panel?.closest('[aria-live="polite"]')).not.toBeNull();
    expect(
      within(panel as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'You decide your budget before you play, not in the heat of the moment.',
      'Your deposits stop at the amount you choose until the period ends, so play stays affordable.',
      'You can lower your limit at any time, and a lower limit applies straight away.',
    ]);
    expect(screen.getByRole('radio', { name: 'No limit' })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: 'Set limit' }));
    expect(benefits()).not.toBeInTheDocument();
  });

  it('sets a limit from the keyboard: the button chooses Set limit and focuses the amount', async () => {
    const user = userEvent.setup({ delay: null });
    await renderSignup();
    await user.click(screen.getByRole('radio', { name: 'No limit' }));
    const amount = screen.getByLabelText('Limit amount ($)');
    // A browser does not focus a hidden field (jsdom does): the field must be shown by then.
    let shownWhenFocused = false;
    amount.addEventListener('focus', () => {
      shownWhenFocused = amount.closest('[hidden]') === null;
    });

    await user.tab();
    expect(screen.getByRole('button', { name: 'Set a deposit limit' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('radio', { name: 'Set limit' })).toBeChecked();
    expect(amount).toHaveFocus();
    expect(shownWhenFocused).toBe(true);
    expect(benefits()).not.toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain('/users');
  });

  it('still signs up without a limit, sending set_deposit_limit false and no limit', async () => {
    const user = userEvent.setup({ delay: null });
    await renderSignup();
    await fillValidAuSignup(user);
    expect(benefits()).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(modal$.getValue().name).toBe('onboarding-verification'));
    const { body } = postedSignup();
    expect(body).toMatchObject({ ...AU_SIGNUP_BODY, set_deposit_limit: false });
    expect(body).not.toHaveProperty('deposit_limit');
  });
});

describe('US', () => {
  beforeEach(() => setConfig({ region: 'US' }));

  it('shows CONFIRM DETAILS first; Edit details goes back and Confirm registers', async () => {
    const user = userEvent.setup({ delay: null });
    await renderSignup();
    await fillValidUsSignup(user);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'CONFIRM DETAILS' })).toHaveFocus();
    expect(screen.getByText('Thu, Feb 1, 1990')).toBeInTheDocument();
    expect(screen.getByText('new.player@portal.test')).toBeInTheDocument();
    expect(screen.getByText('400 Locust Street, Des Moines IA 50309')).toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain('/users');

    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(screen.getByLabelText('Email')).toHaveValue('new.player@portal.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(modal$.getValue().name).toBe('onboarding-verification'));
    const { body } = postedSignup();
    expect(body).toMatchObject({
      phone: '5155550100',
      country: 'US',
      ssn: '1234',
      set_deposit_limit: false,
      accept_terms: true,
    });
    expect(body).not.toHaveProperty('deposit_limit');
  });

  it('goes back to the form to show server field errors from the confirm step', async () => {
    routes({
      'POST /users': () =>
        fakeResponse({ status: 422, body: { errors: { ssn: ['SSN must be exactly 4 digits'] } } }),
    });
    const user = userEvent.setup({ delay: null });
    await renderSignup();
    await fillValidUsSignup(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('SSN must be exactly 4 digits')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Last 4 digits of SSN')).toHaveFocus());
  });
});

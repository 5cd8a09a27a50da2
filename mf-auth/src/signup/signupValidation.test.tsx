// One test per sign-up validation message of spec 1 §5, as the player meets it in the form.
import {
  fakeResponse,
  installFetchMock,
  mockRoutes,
  type FetchMock,
  queryWrapper,
} from '@portal/shared-utils/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetAuth, setConfig } from '../test-utils/testing';
import type { Player } from '../test-utils/signupForm';
import { SignupModal } from './SignupModal';

const durations = [
  { id: 1, name: 'Daily' },
  { id: 2, name: 'Weekly' },
  { id: 3, name: 'Monthly' },
];

let fetchMock: FetchMock;

function registerWith(available: { id: number; name: string }[]) {
  mockRoutes(fetchMock, {
    'GET /users/register': () =>
      fakeResponse({ body: { data: { available_limits: [{ id: 1, durations: available }] } } }),
  });
}

/** Renders the form and lets the registration metadata arrive. */
async function renderSignup() {
  render(<SignupModal />, { wrapper: queryWrapper().wrapper });
  await act(async () => undefined);
}

beforeEach(() => {
  resetAuth();
  fetchMock = installFetchMock();
  registerWith(durations);
});

const field = (label: string) => screen.getByLabelText(label);
const typeAndClear =
  (label: string, text = 'a') =>
  async (user: Player) => {
    await user.type(field(label), text);
    await user.clear(field(label));
  };
const typeInto = (label: string, text: string) => (user: Player) => user.type(field(label), text);
const visit = (label: string) => async (user: Player) => {
  await user.click(field(label));
  await user.tab();
};
const manually = (label: string) => async (user: Player) => {
  await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
  await visit(label)(user);
};
/** Types a YYYY-MM-DD date into the masked field, day first (month first in the US), and leaves it. */
const birthDate =
  (value: string, us = false) =>
  async (user: Player) => {
    const [year, month, day] = value.split('-');
    await user.type(field('Date of Birth'), us ? month + day + year : day + month + year);
    await user.tab();
  };
const unfinishedBirthDate = async (user: Player) => {
  await user.type(field('Date of Birth'), '0102199');
  await user.tab();
};
const setLimit = (amount: string) => async (user: Player) => {
  await user.click(screen.getByRole('radio', { name: 'Set limit' }));
  await user.type(field('Limit amount ($)'), amount);
};
const submit = (name: string) => (user: Player) => user.click(screen.getByRole('button', { name }));

/** The birth date (YYYY-MM-DD) of someone who turns `years` old tomorrow. */
const dayTooYoung = (years: number) => {
  const today = new Date();
  const date = new Date(today.getFullYear() - years, today.getMonth(), today.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const auCases: [string, (user: Player) => Promise<unknown>][] = [
  ['Username is required', typeAndClear('Username')],
  ['First Name is required', typeAndClear('First Name')],
  ['Last Name is required', typeAndClear('Last Name')],
  ['Email is required', typeAndClear('Email')],
  ['Must be a valid email address', typeInto('Email', 'new.player@')],
  ['Password is required', typeAndClear('Password')],
  ['Password must be at least 8 characters', typeInto('Password', 'Sec123a')],
  ['Password must contain at least one lowercase letter', typeInto('Password', 'SECRET123')],
  ['Password must contain at least one uppercase letter', typeInto('Password', 'secret123')],
  ['Password must contain at least one number', typeInto('Password', 'SecretSecret')],
  ['Country is required', (user) => user.selectOptions(field('Country'), '')],
  ['Mobile Number is required', typeAndClear('Mobile Number', '1')],
  ['Mobile Number must be at least 9 characters', typeInto('Mobile Number', '0412 345')],
  ['A valid date of Birth is required', unfinishedBirthDate],
  ['A valid date of Birth is required', birthDate('1990-02-31')],
  ['You must be at least 18 years old', birthDate(dayTooYoung(18))],
  ['Address is required', visit('Address')],
  ['Street Number is required', manually('Street Number')],
  ['Street Name is required', manually('Street Name')],
  ['Street Type is required', manually('Street Type')],
  ['City is required', manually('Suburb / City')],
  ['State is required', manually('State')],
  ['Postcode is required for Australia', manually('Postcode')],
  ['Please select whether you`d like to set a deposit limit or not', submit('Sign Up')],
  [
    'Amount is required',
    async (user) => {
      await setLimit('5')(user);
      await user.clear(field('Limit amount ($)'));
    },
  ],
  ['Please enter a valid amount', setLimit('abc')],
  ['Min amount is $5.00', setLimit('4.99')],
  ['Please enter up to two decimals', setLimit('10.505')],
  [
    'You must accept the Terms and Conditions',
    async (user) => {
      const terms = screen.getByRole('checkbox', { name: /I have read and accept/ });
      await user.click(terms);
      await user.click(terms);
    },
  ],
];

it.each(auCases)("AU/NZ: shows '%s'", async (message, act) => {
  const user = userEvent.setup({ delay: null });
  await renderSignup();
  await act(user);
  expect(await screen.findByText(message)).toBeInTheDocument();
});

it("AU/NZ: shows 'Please select a valid duration' when no period is chosen", async () => {
  registerWith([]);
  const user = userEvent.setup({ delay: null });
  await renderSignup();
  await setLimit('50')(user);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText('Please select a valid duration')).toBeInTheDocument();
});

it("NZ: asks for the postcode without naming Australia: 'Postcode is required'", async () => {
  setConfig({ region: 'NZ' });
  const user = userEvent.setup({ delay: null });
  await renderSignup();
  await manually('Postcode')(user);
  expect(await screen.findByText('Postcode is required')).toBeInTheDocument();
});

const usCases: [string, (user: Player) => Promise<unknown>][] = [
  ['Phone number is required', typeAndClear('Cell Phone Number', '1')],
  ['Phone number must be 10 digits', typeInto('Cell Phone Number', '515 555 010')],
  ['You must be at least 21 years old', birthDate(dayTooYoung(21), true)],
  ['Last 4 digits of SSN are required', typeAndClear('Last 4 digits of SSN', '1')],
  ['SSN must be exactly 4 digits', typeInto('Last 4 digits of SSN', '123')],
  ['Zip Code is required', manually('Zip Code')],
];

it.each(usCases)("US: shows '%s'", async (message, act) => {
  setConfig({ region: 'US' });
  const user = userEvent.setup({ delay: null });
  await renderSignup();
  await act(user);
  expect(await screen.findByText(message)).toBeInTheDocument();
});

it("US: shows 'This confirmation is required' for each confirmation left unticked", async () => {
  setConfig({ region: 'US' });
  const user = userEvent.setup({ delay: null });
  await renderSignup();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findAllByText('This confirmation is required')).toHaveLength(2);
  expect(screen.getByText('You must accept the Terms and Conditions')).toBeInTheDocument();
});

it('masks the phone to digits and spaces, at most 15 digits, and the SSN to 4 digits', async () => {
  setConfig({ region: 'US' });
  const user = userEvent.setup({ delay: null });
  await renderSignup();
  await user.type(field('Cell Phone Number'), '+1 (515) 555-0100 12345678');
  expect(field('Cell Phone Number')).toHaveValue('1 515 5550100 1234');
  await user.type(field('Last 4 digits of SSN'), '12a345');
  expect(field('Last 4 digits of SSN')).toHaveValue('1234');
});

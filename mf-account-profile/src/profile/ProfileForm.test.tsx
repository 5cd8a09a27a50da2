import { user$, type User } from '@portal/shared-utils';
import { testUser, type FetchMock, CURRENT_USER_PATH } from '@portal/shared-utils/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  collectToasts,
  currentUserResponse,
  mockApi,
  refused,
  renderProfilePage,
  renderRouted,
  resetState,
  sentRequests,
} from '../test-utils/testing';

const toasts = collectToasts();
let fetchMock: FetchMock;

const UNVERIFIED = {
  email: 'dana@portal.test',
  email_verified: false,
  phone: '0412345678',
  phone_verified: false,
} satisfies Partial<User>;

/** Signs `player` in, answers the profile calls, renders /account/profile and waits for its load. */
async function renderProfile(player: User, updated: User = player) {
  const rendered = await renderProfilePage(player, {
    [`POST ${CURRENT_USER_PATH}`]: () => currentUserResponse(updated),
  });
  fetchMock = rendered.fetchMock;
  return rendered;
}

const form = () => screen.getByRole('form', { name: 'Personal details' });
const field = (label: string) => within(form()).getByLabelText(label);
const updates = () =>
  sentRequests(fetchMock).filter(
    ({ method, path }) => method === 'POST' && path.startsWith('/users'),
  );

async function submit(user: ReturnType<typeof renderRouted>['user']) {
  await user.click(within(form()).getByRole('button', { name: 'Update Profile' }));
}

beforeEach(() => resetState());

it('shows the name, username, date of birth and country read-only', async () => {
  await renderProfile(testUser());

  expect(field('First Name')).toHaveValue('Dana');
  expect(field('Last Name')).toHaveValue('Demo');
  expect(field('Username')).toHaveValue('demo_au');
  expect(field('Date of Birth')).toHaveValue('Thu 1 Feb 1990');
  expect(field('Country')).toHaveValue('Australia');
  ['First Name', 'Last Name', 'Username', 'Date of Birth', 'Country'].forEach((label) =>
    expect(field(label)).toHaveAttribute('readonly'),
  );
  expect(within(form()).getByText('Contact Customer Service to change this.')).toBeInTheDocument();
});

it('keeps a verified email and phone read-only, saying why', async () => {
  await renderProfile(testUser({ email_verified: true, phone_verified: true }));

  for (const label of ['Email', 'Mobile Number']) {
    expect(field(label)).toHaveAttribute('readonly');
    expect(field(label)).toHaveAccessibleDescription(
      expect.stringContaining('Verified, so it cannot be changed here.'),
    );
  }
  expect(field('Email')).toHaveValue('demo.au@portal.test');
  expect(field('Mobile Number')).toHaveValue('0412345678');
});

it('lets the player edit an unverified email and phone', async () => {
  await renderProfile(testUser(UNVERIFIED));

  for (const label of ['Email', 'Mobile Number']) {
    expect(field(label)).not.toHaveAttribute('readonly');
    expect(field(label)).not.toHaveAccessibleDescription(
      expect.stringContaining('Verified, so it cannot be changed here.'),
    );
  }
});

it('sends only the changed fields, the phone without spaces, and publishes the answer', async () => {
  const player = testUser(UNVERIFIED);
  const updated = testUser({ ...UNVERIFIED, email: 'new@portal.test', phone: '0498765432' });
  const { user } = await renderProfile(player, updated);

  await user.clear(field('Email'));
  await user.type(field('Email'), 'new@portal.test');
  await user.clear(field('Mobile Number'));
  await user.type(field('Mobile Number'), '0498 765 432');
  await submit(user);

  await waitFor(() =>
    expect(toasts).toContainEqual(
      expect.objectContaining({ title: 'Your Profile has been updated!', type: 'success' }),
    ),
  );
  expect(updates()).toEqual([
    {
      method: 'POST',
      path: CURRENT_USER_PATH,
      body: { email: 'new@portal.test', phone: '0498765432' },
    },
  ]);
  expect(user$.getValue()).toMatchObject({ email: 'new@portal.test', phone: '0498765432' });
});

it('sends the phone alone when only the phone changed', async () => {
  const { user } = await renderProfile(testUser(UNVERIFIED));

  await user.clear(field('Mobile Number'));
  await user.type(field('Mobile Number'), '0411 111 111');
  await submit(user);

  await waitFor(() => expect(updates()).toHaveLength(1));
  expect(updates()[0].body).toEqual({ phone: '0411111111' });
});

it('never sends a verified email, only the unverified phone that changed', async () => {
  const { user } = await renderProfile(testUser({ email_verified: true, phone_verified: false }));

  await user.clear(field('Mobile Number'));
  await user.type(field('Mobile Number'), '0411111111');
  await submit(user);

  await waitFor(() => expect(updates()).toHaveLength(1));
  expect(updates()[0].body).toEqual({ phone: '0411111111' });
});

it('keeps Update Profile unusable until the email or mobile differs from the account', async () => {
  const { user } = await renderProfile(testUser(UNVERIFIED));
  const button = within(form()).getByRole('button', { name: 'Update Profile' });
  expect(button).toBeDisabled();

  await user.clear(field('Mobile Number'));
  await user.type(field('Mobile Number'), '0412 345 678');
  expect(button).toBeDisabled();
  await user.type(field('Email'), 'x');
  expect(button).toBeEnabled();
  await user.type(field('Email'), '{Backspace}');
  expect(button).toBeDisabled();
  expect(updates()).toEqual([]);
});

it('offers Update Profile while the email or mobile can be edited, and not once both are verified', async () => {
  const partly = await renderProfile(testUser({ ...UNVERIFIED, email_verified: true }));
  expect(within(form()).getByRole('button', { name: 'Update Profile' })).toBeInTheDocument();
  partly.unmount();

  await renderProfile(testUser({ email_verified: true, phone_verified: true }));
  expect(within(form()).queryByRole('button', { name: 'Update Profile' })).not.toBeInTheDocument();
});

it("shows the server's field errors under their field", async () => {
  const { user } = await renderProfile(testUser(UNVERIFIED));
  mockApi(
    {
      [`POST ${CURRENT_USER_PATH}`]: () =>
        refused(422, { email: ['The email has already been taken.'] }),
    },
    testUser(UNVERIFIED),
  );

  await user.clear(field('Email'));
  await user.type(field('Email'), 'taken@portal.test');
  await submit(user);

  await waitFor(() =>
    expect(field('Email')).toHaveAccessibleDescription(
      expect.stringContaining('The email has already been taken.'),
    ),
  );
  expect(toasts).toEqual([]);
});

it.each([
  ['Email', 'not-an-email', 'Must be a valid email address'],
  ['Mobile Number', '0412 345', 'Mobile Number must be at least 9 characters'],
])('refuses %s %p with %p before sending', async (label, value, message) => {
  const { user } = await renderProfile(testUser(UNVERIFIED));

  await user.clear(field(label));
  await user.type(field(label), value);
  await submit(user);

  expect(await within(form()).findByText(message)).toBeInTheDocument();
  expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(updates()).toEqual([]);
});

it('asks for a 10-digit cell phone number in the US', async () => {
  resetState('/account/profile', 'US');
  const { user } = await renderProfile(
    testUser({ ...UNVERIFIED, country: 'US', phone: '2025550123' }),
  );

  expect(field('Cell Phone Number')).toHaveValue('2025550123');
  expect(field('Country')).toHaveValue('United States of America');
  await user.clear(field('Cell Phone Number'));
  await user.type(field('Cell Phone Number'), '202 555 012');
  await submit(user);

  expect(await within(form()).findByText('Phone number must be 10 digits')).toBeInTheDocument();
  expect(updates()).toEqual([]);
});

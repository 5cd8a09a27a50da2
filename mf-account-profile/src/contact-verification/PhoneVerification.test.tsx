import { user$, type User } from '@portal/shared-utils';
import {
  fakeResponse,
  testUser,
  type FetchMock,
  type Route,
  CURRENT_USER_PATH,
} from '@portal/shared-utils/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  collectToasts,
  currentUserResponse,
  refused,
  renderProfilePage,
  renderRouted,
  resetState,
  sentRequests,
} from '../test-utils/testing';

const toasts = collectToasts();
let fetchMock: FetchMock;
/** The player as the server has them: GET /users/current answers with this. */
let onServer: User;

const ok = () => fakeResponse({ body: { status: 'success' } });

async function renderProfile(confirm: Route = ok) {
  onServer = testUser({ phone: '0412345678', phone_verified: false });
  const rendered = await renderProfilePage(onServer, {
    [`GET ${CURRENT_USER_PATH}`]: () => currentUserResponse(onServer),
    'POST /verification/phone?type=sms': ok,
    'POST /verification/phone/123456': (init) => {
      onServer = { ...onServer, phone_verified: true };
      return confirm(init);
    },
  });
  fetchMock = rendered.fetchMock;
  return rendered;
}

const form = () => screen.getByRole('form', { name: 'Personal details' });
const codeField = () => screen.getByRole('textbox', { name: 'Verification code' });
const codeForm = () => screen.getByRole('form', { name: 'Verification code' });
const requests = (prefix: string) =>
  sentRequests(fetchMock).filter(({ path }) => path.startsWith(prefix));

async function sendCode(user: ReturnType<typeof renderRouted>['user']) {
  await user.click(within(form()).getByRole('button', { name: 'Verify mobile' }));
  await waitFor(() => expect(codeField()).toHaveFocus());
}

beforeEach(() => resetState());

it("texts a code on 'Verify mobile', then shows the code entry with focus in it", async () => {
  const { user } = await renderProfile();
  expect(screen.queryByRole('textbox', { name: 'Verification code' })).not.toBeInTheDocument();

  await sendCode(user);

  expect(requests('/verification/phone')).toEqual([
    { method: 'POST', path: '/verification/phone?type=sms', body: undefined },
  ]);
  expect(toasts).toEqual([
    expect.objectContaining({ title: 'Please check your mobile for the code.', type: 'success' }),
  ]);
  expect(screen.getByRole('heading', { name: 'Verification code' })).toBeInTheDocument();
  expect(codeField()).toHaveAccessibleDescription(
    expect.stringContaining('The 6 digit code we sent to your mobile.'),
  );
});

it('asks for a code before sending an empty one', async () => {
  const { user } = await renderProfile();
  await sendCode(user);

  await user.click(within(codeForm()).getByRole('button', { name: 'Submit code' }));

  expect(await within(codeForm()).findByText('Please enter a code first.')).toBeInTheDocument();
  expect(requests('/verification/phone/')).toEqual([]);
});

it('confirms the code, refreshes the player and says the mobile is verified', async () => {
  const { user } = await renderProfile();
  await sendCode(user);
  fetchMock.mockClear();

  await user.type(codeField(), '123456');
  await user.click(within(codeForm()).getByRole('button', { name: 'Submit code' }));

  await waitFor(() => expect(user$.getValue()?.phone_verified).toBe(true));
  expect(sentRequests(fetchMock)).toEqual([
    { method: 'POST', path: '/verification/phone/123456', body: undefined },
    { method: 'GET', path: CURRENT_USER_PATH, body: undefined },
  ]);
  expect(toasts).toContainEqual(
    expect.objectContaining({ title: 'Your mobile number is verified', type: 'success' }),
  );
  expect(screen.queryByRole('textbox', { name: 'Verification code' })).not.toBeInTheDocument();
  expect(within(form()).getByLabelText('Mobile Number')).toHaveAttribute('readonly');
});

it("shows a wrong code's message under the code field", async () => {
  const { user } = await renderProfile(() =>
    refused(422, { code: ['The verification code is invalid.'] }),
  );
  await sendCode(user);

  await user.type(codeField(), '123456');
  await user.click(within(codeForm()).getByRole('button', { name: 'Submit code' }));

  await waitFor(() =>
    expect(codeField()).toHaveAccessibleDescription(
      expect.stringContaining('The verification code is invalid.'),
    ),
  );
  expect(toasts).not.toContainEqual(
    expect.objectContaining({ title: 'Your mobile number is verified' }),
  );
});

it("texts another code on 'Request a new code'", async () => {
  const { user } = await renderProfile();
  await sendCode(user);

  await user.click(within(codeForm()).getByRole('button', { name: 'Request a new code' }));

  await waitFor(() => expect(requests('/verification/phone')).toHaveLength(2));
  expect(requests('/verification/phone')[1]).toEqual({
    method: 'POST',
    path: '/verification/phone?type=sms',
    body: undefined,
  });
  await waitFor(() => expect(toasts).toHaveLength(2));
  expect(toasts[1]).toMatchObject({ title: 'Please check your mobile for the code.' });
});

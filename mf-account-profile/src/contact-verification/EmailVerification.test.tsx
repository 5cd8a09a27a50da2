import { fakeResponse, testUser, type FetchMock } from '@portal/shared-utils/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  collectToasts,
  refused,
  renderProfilePage,
  resetState,
  sentRequests,
} from '../test-utils/testing';

const toasts = collectToasts();
let fetchMock: FetchMock;

const player = testUser({ email: 'dana@portal.test', email_verified: false });

async function renderProfile(answer = () => fakeResponse({ body: { status: 'success' } })) {
  const rendered = await renderProfilePage(player, { 'POST /verification/email': answer });
  fetchMock = rendered.fetchMock;
  return rendered;
}

const form = () => screen.getByRole('form', { name: 'Personal details' });
const emailSends = () =>
  sentRequests(fetchMock).filter(({ path }) => path.startsWith('/verification/email'));

beforeEach(() => resetState());

it("says the email is not verified and sends the verification link on 'Verify email'", async () => {
  const { user } = await renderProfile();
  expect(within(form()).getAllByText('Not verified')).not.toHaveLength(0);

  await user.click(within(form()).getByRole('button', { name: 'Verify email' }));

  await waitFor(() =>
    expect(toasts).toContainEqual(
      expect.objectContaining({
        title: 'Please check your email for further instructions.',
        type: 'success',
      }),
    ),
  );
  expect(emailSends()).toEqual([{ method: 'POST', path: '/verification/email', body: undefined }]);
});

it('asks to save an edited email first instead of verifying it', async () => {
  const { user } = await renderProfile();

  await user.type(within(form()).getByLabelText('Email'), 'x');

  expect(
    within(form()).getByText(
      'Save your changes first: we verify the details saved on your account.',
    ),
  ).toBeInTheDocument();
  expect(within(form()).queryByRole('button', { name: 'Verify email' })).not.toBeInTheDocument();

  await user.type(within(form()).getByLabelText('Email'), '{Backspace}');
  expect(within(form()).getByRole('button', { name: 'Verify email' })).toBeInTheDocument();
});

it("shows a refusal's message in an alert, without a toast", async () => {
  const { user } = await renderProfile(() =>
    refused(429, { error: ['Too many attempts, please try again later.'] }),
  );

  await user.click(within(form()).getByRole('button', { name: 'Verify email' }));

  expect(await within(form()).findByRole('alert')).toHaveTextContent(
    'Too many attempts, please try again later.',
  );
  expect(toasts).toEqual([]);
});

it('offers no verification for a verified email', async () => {
  await renderProfilePage(testUser({ email_verified: true, phone_verified: true }));

  expect(within(form()).getAllByText('Verified')).toHaveLength(2);
  expect(within(form()).queryByRole('button', { name: 'Verify email' })).not.toBeInTheDocument();
});

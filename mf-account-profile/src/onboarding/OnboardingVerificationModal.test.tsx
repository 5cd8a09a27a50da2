import { modal$, tutorial$ } from '@portal/shared-utils';
import type { FetchMock } from '@portal/shared-utils/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  findWidget,
  finishCheck,
  mockIdentityApi,
  notVerified,
  OUTCOME_PATH,
  postedPaths,
} from '../test-utils/identity';
import { collectToasts, renderModal, resetState, signIn } from '../test-utils/testing';
import { OnboardingVerificationModal } from './OnboardingVerificationModal';

const toasts = collectToasts();
let fetchMock: FetchMock;

const ACCOUNT_LOCKED = expect.objectContaining({ title: 'Account Locked', type: 'warning' });

function renderOnboarding(confirm?: Parameters<typeof mockIdentityApi>[0]['confirm']) {
  const player = signIn({ id_verified: false });
  fetchMock = mockIdentityApi({ user: player, confirm });
  return renderModal(OnboardingVerificationModal);
}

beforeEach(() => resetState('/betting?modal=onboarding-verification'));

it('explains why the player verifies and shows the identity check', async () => {
  renderOnboarding();

  expect(
    screen.getByText(/Before you can deposit, we need to confirm who you are\./),
  ).toBeInTheDocument();
  expect(await findWidget()).toBeInTheDocument();
});

it('shows the verified panel with focus on its heading, and continues to onboarding-deposit', async () => {
  const { close, user } = renderOnboarding();

  await finishCheck(user, 'Verified');

  const heading = await screen.findByRole('heading', { name: 'You are verified' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(
    screen.getByText('Thank you, your identity is confirmed. You can now make your first deposit.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(modal$.getValue()).toEqual({
    name: 'onboarding-deposit',
    params: {},
    state: { from: 'registration' },
  });
  expect(close).not.toHaveBeenCalled();
  expect(tutorial$.getValue()).toBe(false);
});

it("says a failed player cannot deposit; Continue closes, says 'Account Locked' and starts the tutorial", async () => {
  const { close, user } = renderOnboarding(notVerified('FAIL'));

  await finishCheck(user, 'Fail');

  const heading = await screen.findByRole('heading', { name: 'We could not verify you' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(
    screen.getByText(/You cannot deposit until your identity is verified\./),
  ).toBeInTheDocument();
  expect(toasts).not.toContainEqual(ACCOUNT_LOCKED);

  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(close).toHaveBeenCalledTimes(1);
  expect(toasts).toContainEqual(ACCOUNT_LOCKED);
  expect(tutorial$.getValue()).toBe(true);
});

it("starts the tutorial without 'Account Locked' after an unfinished check", async () => {
  const { close, user } = renderOnboarding(notVerified('PENDING'));

  await finishCheck(user, 'Not finished (pending)');
  await user.click(await screen.findByRole('button', { name: 'Continue' }));

  expect(screen.queryByRole('heading', { name: 'You are verified' })).not.toBeInTheDocument();
  expect(close).toHaveBeenCalledTimes(1);
  expect(toasts).not.toContainEqual(ACCOUNT_LOCKED);
  expect(tutorial$.getValue()).toBe(true);
});

it('closes with the warning when the player cancels the check, without opening another', async () => {
  const { close, user } = renderOnboarding();

  await user.click(within(await findWidget()).getByRole('button', { name: 'Cancel verification' }));

  await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
  expect(toasts).toEqual([
    expect.objectContaining({
      title: 'Identity verification was cancelled. You can verify at any time from your profile.',
      type: 'warning',
    }),
  ]);
  expect(postedPaths(fetchMock)).toEqual(['/verification/registerId', OUTCOME_PATH]);
});

it('starts an already verified player at the verified panel, without a check', async () => {
  const player = signIn({ id_verified: true });
  fetchMock = mockIdentityApi({ user: player });
  renderModal(OnboardingVerificationModal);

  expect(screen.getByRole('heading', { name: 'You are verified' })).toHaveFocus();
  expect(
    screen.queryByRole('region', { name: 'Identity check (sandbox)' }),
  ).not.toBeInTheDocument();
  expect(postedPaths(fetchMock)).toEqual([]);
});

import { session$, user$ } from '@portal/shared-utils';
import {
  calledPaths,
  fakeResponse,
  installFetchMock,
  mockRoutes,
  testUser,
  type FetchMock,
  queryWrapper,
} from '@portal/shared-utils/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestBody, resetAuth } from '../test-utils/testing';
import { TermsModal } from './TermsModal';

let fetchMock: FetchMock;
const terms = { version: '2.0', url: '/terms-and-conditions', updated_at: '2026-03-01T00:00:00Z' };

function renderTerms() {
  const close = jest.fn();
  render(<TermsModal params={{}} state={null} close={close} />, {
    wrapper: queryWrapper().wrapper,
  });
  return { close, user: userEvent.setup() };
}

beforeEach(() => {
  resetAuth();
  act(() => {
    session$.next({ token: 'tok' });
    user$.next(testUser({ accepted_terms_version: '1.0' }));
  });
  fetchMock = installFetchMock();
  mockRoutes(fetchMock, {
    'GET /terms/current': () => fakeResponse({ body: { data: terms } }),
    'POST /users/accept_terms': () => fakeResponse({ body: { status: 'success' } }),
    'DELETE /auth': () => fakeResponse({ body: { status: 'success' } }),
  });
});

it('links the current terms and accepts them', async () => {
  const { close, user } = renderTerms();
  expect(
    await screen.findByRole('link', { name: 'Read the Terms and Conditions' }),
  ).toHaveAttribute('href', '/terms-and-conditions');

  await user.click(screen.getByRole('button', { name: 'Accept' }));

  await waitFor(() => expect(close).toHaveBeenCalled());
  expect(requestBody(fetchMock, 1)).toEqual({ accept_terms: true, version: '2.0' });
  expect(user$.getValue()?.accepted_terms_version).toBe('2.0');
});

it('logs out instead of accepting', async () => {
  const { close, user } = renderTerms();
  await user.click(await screen.findByRole('button', { name: 'Log Out' }));
  await waitFor(() => expect(close).toHaveBeenCalled());
  expect(calledPaths(fetchMock)).toContain('/auth');
  expect(session$.getValue().token).toBeNull();
});

it('shows why accepting failed and stays open', async () => {
  mockRoutes(fetchMock, {
    'GET /terms/current': () => fakeResponse({ body: { data: terms } }),
    'POST /users/accept_terms': () =>
      fakeResponse({
        status: 422,
        body: { errors: { version: ['These terms are no longer current'] } },
      }),
  });
  const { close, user } = renderTerms();
  await user.click(await screen.findByRole('button', { name: 'Accept' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('These terms are no longer current');
  expect(close).not.toHaveBeenCalled();
});

it('shows why the current terms could not be read, with no Accept to press', async () => {
  mockRoutes(fetchMock, {
    'GET /terms/current': () =>
      fakeResponse({ status: 503, body: { errors: { error: ['Terms are unavailable'] } } }),
  });
  renderTerms();
  expect(await screen.findByRole('alert')).toHaveTextContent('Terms are unavailable');
  expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
});

it('closes for a signed-out visitor without reading the terms', async () => {
  act(() => session$.next({ token: null }));
  const { close } = renderTerms();
  await waitFor(() => expect(close).toHaveBeenCalled());
  expect(calledPaths(fetchMock)).not.toContain('/terms/current');
});

// Helpers for the tests of the identity check: the calls of a check with the sandbox widget.
import { type User } from '@portal/shared-utils';
import {
  fakeResponse,
  type FetchMock,
  type Route,
  CURRENT_USER_PATH,
} from '@portal/shared-utils/testing';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { currentUserResponse, mockApi, refused, sentRequests } from './testing';

export const TOKEN = 'check-1';
export const OUTCOME_PATH = `/sandbox/identity/${TOKEN}/outcome`;

const ok = () => fakeResponse({ body: { status: 'success' } });

/** POST /verification/registerId opening the check TOKEN with `provider`'s widget. */
export const registered =
  (provider = 'sandbox'): Route =>
  () =>
    fakeResponse({ body: { data: { verification_token: TOKEN, provider } } });

/** POST /verification/id refusing an outcome other than VERIFIED, as the server does. */
export const notVerified =
  (result: string): Route =>
  () =>
    refused(
      422,
      { error: ["We can't verify your account, please contact customer Service"] },
      { result },
    );

interface IdentityApi {
  user: User;
  register?: Route;
  confirm?: Route;
}

/** Answers the calls of an identity check: registerId, the sandbox outcome, /verification/id. */
export function mockIdentityApi({ user, register = registered(), confirm = ok }: IdentityApi) {
  return mockApi({
    [`GET ${CURRENT_USER_PATH}`]: () => currentUserResponse(user),
    'POST /verification/registerId': register,
    [`POST ${OUTCOME_PATH}`]: ok,
    'POST /verification/id': confirm,
  });
}

/** The paths of the calls sent, in order, without GETs. */
export const postedPaths = (fetchMock: FetchMock) =>
  sentRequests(fetchMock)
    .filter(({ method }) => method === 'POST')
    .map(({ path }) => path);

/** The sandbox widget, once it has loaded. */
export const findWidget = () => screen.findByRole('region', { name: 'Identity check (sandbox)' });

/** Chooses `outcome` in the sandbox widget and finishes the check. */
export async function finishCheck(user: ReturnType<typeof userEvent.setup>, outcome: string) {
  const widget = await findWidget();
  await user.click(within(widget).getByRole('radio', { name: outcome }));
  await user.click(within(widget).getByRole('button', { name: 'Finish check' }));
}

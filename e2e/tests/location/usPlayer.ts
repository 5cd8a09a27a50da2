// A new US player ready to withdraw: identity and mobile verified, $50.00 credited, registered for
// Sightline (shown as Play+) through the registration sandbox (docs/withdrawals-api.md).
import { expect, type APIRequestContext } from '@playwright/test';
import { latestSmsCode, NEW_PASSWORD } from '../support/auth';
import { registerUsPlayer, verifyId } from '../support/deposits';

export const SIGHTLINE = 5;
export const CREDIT_CENTS = 5000;

export interface UsWithdrawingPlayer {
  email: string;
  userId: number;
  headers: Record<string, string>;
  /** The Sightline registration id (the account_id of a Sightline withdrawal). */
  registrationId: number;
}

/** The JSON of a response that must have succeeded. */
async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

export async function newUsWithdrawingPlayer(
  request: APIRequestContext,
  api: string,
  portal: string,
): Promise<UsWithdrawingPlayer> {
  const email = await registerUsPlayer(request, api);
  const { token } = await ok<{ token: string }>(
    await request.post(`${api}/auth`, {
      data: { email, password: NEW_PASSWORD, recaptcha_token: 'e2e', platform: 'web' },
    }),
  );
  const headers = { Authorization: `Bearer ${token}` };
  await verifyId(request, api, token);
  // A number of the player's own, so that parallel tests never read each other's code.
  const { data: signedUp } = await ok<{ data: { id: number } }>(
    await request.get(`${api}/users/current`, { headers }),
  );
  const phone = `515555${String(signedUp.id).padStart(4, '0')}`;
  await ok(await request.post(`${api}/users/current`, { headers, data: { phone } }));
  await ok(await request.post(`${api}/verification/phone?type=sms`, { headers }));
  const code = await latestSmsCode(request, api, `+1${phone}`);
  await ok(await request.post(`${api}/verification/phone/${code}`, { headers }));
  await ok(
    await request.post(`${api}/dev/wallet/credit`, { data: { email, amount: CREDIT_CENTS } }),
  );
  const { data: registration } = await ok<{ data: { redirect_registration: string } }>(
    await request.post(`${api}/withdraw/paysafe/register`, {
      headers,
      data: {
        deposit_request_type_id: SIGHTLINE,
        return_url: `${portal}/account/withdraw`,
        failed_url: `${portal}/account/withdraw`,
      },
    }),
  );
  const registered = await request.post(registration.redirect_registration, {
    form: { outcome: 'complete' },
    maxRedirects: 0,
  });
  expect(registered.status()).toBe(303);
  const { data: methods } = await ok<{
    data: Record<number, { user_paysafe_registration: { id: number } }>;
  }>(await request.get(`${api}/users/withdrawal_request_types`, { headers }));
  const { data: user } = await ok<{ data: { id: number } }>(
    await request.get(`${api}/users/current`, { headers }),
  );
  expect(user).toMatchObject({ id_verified: true, phone_verified: true, balance: CREDIT_CENTS });
  return {
    email,
    userId: user.id,
    headers,
    registrationId: methods[SIGHTLINE].user_paysafe_registration.id,
  };
}

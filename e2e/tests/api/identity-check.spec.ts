// Issue 8 item 3: nothing a player sends decides their identity check; the provider (here the
// sandbox, whose widget records the outcome) does.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiUrlOf, NEW_PASSWORD, registerAuPlayer } from '../support/auth';

async function login(request: APIRequestContext, api: string, email: string): Promise<string> {
  const response = await request.post(`${api}/auth`, {
    data: { email, password: NEW_PASSWORD, recaptcha_token: 'e2e', platform: 'web' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).token;
}

test('a player cannot verify themselves; the outcome chosen in the sandbox widget decides', async ({
  request,
}, testInfo) => {
  const api = apiUrlOf(testInfo);
  const email = await registerAuPlayer(request, api);
  const headers = { Authorization: `Bearer ${await login(request, api, email)}` };
  const idVerified = async () =>
    (await (await request.get(`${api}/users/current`, { headers })).json()).data.id_verified;

  const registered = await request.post(`${api}/verification/registerId`, { headers });
  const { verification_token } = (await registered.json()).data;
  expect(verification_token).toEqual(expect.any(String));

  const claimed = await request.post(`${api}/verification/id`, {
    headers,
    data: { verification_token, result: 'VERIFIED' },
  });
  expect(claimed.status()).toBe(422);
  expect((await claimed.json()).meta).toEqual({ result: 'PENDING' });
  expect(await idVerified()).toBe(false);

  const chosen = await request.post(`${api}/sandbox/identity/${verification_token}/outcome`, {
    headers,
    data: { outcome: 'VERIFIED' },
  });
  expect(chosen.status()).toBe(200);
  const confirmed = await request.post(`${api}/verification/id`, {
    headers,
    data: { verification_token },
  });
  expect(await confirmed.json()).toEqual({ status: 'success', data: { result: 'VERIFIED' } });
  expect(await idVerified()).toBe(true);
});

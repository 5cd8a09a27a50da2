// Issue 8 item 9: a movement repeated with the same idempotency key moves money once.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiUrlOf, NEW_PASSWORD, registerAuPlayer } from '../support/auth';

test('a credit sent twice with one idempotency key credits once', async ({ request }, testInfo) => {
  const api = apiUrlOf(testInfo);
  const email = await registerAuPlayer(request, api);
  const credit = { email, amount: 2_500, idempotency_key: `e2e:${randomUUID()}` };
  const first = await request.post(`${api}/dev/wallet/credit`, { data: credit });
  const repeat = await request.post(`${api}/dev/wallet/credit`, { data: credit });
  expect(first.status()).toBe(200);
  expect((await first.json()).meta.replayed).toBe(false);
  expect(await repeat.json()).toMatchObject({
    data: { balance: 2_500 },
    meta: { idempotency_key: credit.idempotency_key, replayed: true },
  });

  const login = await request.post(`${api}/auth`, {
    data: { email, password: NEW_PASSWORD, recaptcha_token: 'e2e', platform: 'web' },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const current = await request.get(`${api}/users/current`, { headers });
  expect((await current.json()).data).toMatchObject({ balance: 2_500, available_balance: 2_500 });
});

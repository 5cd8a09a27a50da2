import { expect, test, type Page } from '@playwright/test';
import { apiUrlOf } from '../support/auth';
import { cookieToken, currentUserWith, signInNewPlayer } from './sessionToken';

interface CallResult {
  status: number;
  data: unknown;
}

/**
 * Sends a call without a body through the portal's own API client (shared-utils' apiPost, as the
 * micro-frontends do) and returns the HTTP status and the answer's body.
 */
function postWithoutBody(page: Page, path: string, query: Record<string, string> = {}) {
  return page.evaluate(
    async ({ path, query }): Promise<CallResult> => {
      const system = (window as unknown as { System: { import(id: string): Promise<unknown> } })
        .System;
      const { apiPost } = (await system.import('@portal/shared-utils')) as {
        apiPost(
          path: string,
          body?: unknown,
          options?: { query: object },
        ): Promise<{ data: unknown }>;
      };
      try {
        return { status: 200, data: (await apiPost(path, undefined, { query })).data };
      } catch (error) {
        const { status, errors } = error as { status: number; errors: unknown };
        return { status, data: errors };
      }
    },
    { path, query },
  );
}

interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  link?: string;
  code?: string;
}

async function outbox(page: Page, api: string): Promise<OutboxMessage[]> {
  const response = await page.request.get(`${api}/dev/outbox`);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

test('the verification calls without a body work from the real client', async ({
  page,
}, testInfo) => {
  const api = apiUrlOf(testInfo);
  await signInNewPlayer(page, api);
  await page.goto('/betting');
  await expect(page.getByTestId('balance-button')).toBeVisible();
  const email = (
    (await (await currentUserWith(page, api, await cookieToken(page))).json()) as {
      data: { email: string };
    }
  ).data.email;

  expect((await postWithoutBody(page, '/verification/email')).status).toBe(200);
  await expect
    .poll(async () => (await outbox(page, api)).some((m) => m.to === email && m.link))
    .toBe(true);

  expect((await postWithoutBody(page, '/verification/phone', { type: 'sms' })).status).toBe(200);
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await outbox(page, api)).find((message) => message.channel === 'sms')?.code;
      return code;
    })
    .toBeTruthy();
  expect((await postWithoutBody(page, `/verification/phone/${code}`)).status).toBe(200);

  const registered = await postWithoutBody(page, '/verification/registerId');
  expect(registered.status).toBe(200);
  expect(registered.data).toMatchObject({ data: { verification_token: expect.any(String) } });

  const current = await currentUserWith(page, api, await cookieToken(page));
  expect((await current.json()).data.phone_verified).toBe(true);
});

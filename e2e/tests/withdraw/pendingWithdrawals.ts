// What the server lists as the player's pending (and processing) withdrawals, for the withdraw tests.
import { expect, type APIRequestContext } from '@playwright/test';

export interface ServerWithdrawal {
  amount: number;
  status: { id: number; name: string };
}

export async function pendingWithdrawals(
  request: APIRequestContext,
  player: { api: string; headers: Record<string, string> },
): Promise<ServerWithdrawal[]> {
  const response = await request.get(`${player.api}/users/withdraw`, {
    headers: player.headers,
    params: { payment_status_ids: '1,2' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

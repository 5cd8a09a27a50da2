// A bank account for a withdrawing AU player, added through the API as the bank-account entry adds
// it (docs/withdrawals-api.md): the details checked (the PIN texted), then added with the PIN.
import { expect, type APIRequestContext } from '@playwright/test';
import { bankPin, type WithdrawingPlayer } from '../support/withdrawals';

const DETAILS = { account_name: 'Erin Tester', bank_id: '062-000', account_number: '12345678' };

export async function addBankAccountThroughApi(
  request: APIRequestContext,
  player: WithdrawingPlayer,
) {
  const checked = await request.post(`${player.api}/verification/bank`, {
    headers: player.headers,
    multipart: DETAILS,
  });
  expect(checked.ok(), await checked.text()).toBe(true);
  const token = await bankPin(request, player);
  const added = await request.post(`${player.api}/users/bank`, {
    headers: player.headers,
    multipart: { ...DETAILS, token },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

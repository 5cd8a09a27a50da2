// Helpers of the withdrawal and cash-transaction browser tests: AU players with their own mobile
// number (the bank PIN is texted to it), verified and funded through the API, signed in.
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { apiUrlOf, latestSmsCode, registerAuPlayer } from './auth';
import { signInPlayer, type DepositPlayer } from './deposits';

export interface WithdrawingPlayer extends DepositPlayer {
  /** The mobile number as the SMS sandbox files its texts (+61…). */
  mobile: string;
}

/** An AU mobile number no other test uses: 04 and 8 digits. */
function uniqueMobile(): string {
  return `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** Verifies the player's mobile the way the profile does: a texted code, then the code. */
async function verifyMobile(request: APIRequestContext, player: DepositPlayer, mobile: string) {
  const sent = await request.post(`${player.api}/verification/phone?type=sms`, {
    headers: player.headers,
  });
  expect(sent.ok()).toBe(true);
  const code = await latestSmsCode(request, player.api, mobile);
  const verified = await request.post(`${player.api}/verification/phone/${code}`, {
    headers: player.headers,
  });
  expect(verified.ok()).toBe(true);
}

/** Credits the player `amount` cents through the API's development route (a deposit made earlier). */
export async function creditPlayer(
  request: APIRequestContext,
  player: DepositPlayer,
  amount: number,
) {
  const credited = await request.post(`${player.api}/dev/wallet/credit`, {
    data: { email: player.email, amount },
  });
  expect(credited.ok()).toBe(true);
}

/**
 * A new AU player with a mobile of their own, signed in; `verified` (default) verifies the ID and
 * the mobile, and `balance` cents are credited.
 */
export async function signInWithdrawingPlayer(
  page: Page,
  testInfo: TestInfo,
  { verified = true, balance = 0 }: { verified?: boolean; balance?: number } = {},
): Promise<WithdrawingPlayer> {
  const phone = uniqueMobile();
  const email = await registerAuPlayer(page.request, apiUrlOf(testInfo), {}, { phone });
  const player = await signInPlayer(page, testInfo, email, { verified });
  const mobile = `+61${phone.slice(1)}`;
  if (verified) await verifyMobile(page.request, player, mobile);
  if (balance > 0) await creditPlayer(page.request, player, balance);
  return { ...player, mobile };
}

/** The player's balance and available balance as the server has them, in cents. */
export async function serverBalances(player: DepositPlayer) {
  const user = await player.serverUser();
  return { balance: user.balance, available_balance: user.available_balance as number };
}

/** The code of the newest text to the player's mobile: the bank PIN after Send PIN. */
export function bankPin(request: APIRequestContext, player: WithdrawingPlayer) {
  return latestSmsCode(request, player.api, player.mobile);
}

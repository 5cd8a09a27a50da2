// Real play (issue 30): the demo client apps' Bet and Enter go through their own platforms, which
// take the stake and pay it through the portal's wallet API, and the portal's balance, net-position
// strip, activity statement and spending limit meet that play in the browser.
import { expect, test, type Page } from '@playwright/test';
import type { ActivityStatement } from '@portal/contract';
import {
  depositByCardThroughApi,
  signInNewAuPlayer,
  type DepositPlayer,
} from '../support/deposits';
import { formatCents } from '../support/players';
import { confirmDialog, notice } from '../support/responsibleGambling';

const SWANS = 'Bet $10.00 on Sydney Swans, Sydney Swans v Collingwood Magpies';
const BOLD_VENTURE = 'Bet $10.00 on No. 7 Bold Venture, Randwick Race 4 – 1200m';
const STORM = 'Bet $10.00 on Melbourne Storm, Melbourne Storm v Brisbane Broncos';

async function statementThisMonth(page: Page, player: DepositPlayer): Promise<ActivityStatement> {
  const response = await page.request.get(`${player.api}/activity/statement`, {
    headers: player.headers,
    params: { period: 'this-month' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

/** A new AU player with $100.00 deposited, on `path`. */
async function playerWith100(
  page: Page,
  testInfo: Parameters<typeof signInNewAuPlayer>[1],
  path: string,
) {
  const player = await signInNewAuPlayer(page, testInfo);
  await depositByCardThroughApi(page.request, player, 10_000);
  await page.goto(path);
  await expect(page.getByTestId('balance-button')).toContainText('$100.00');
  return player;
}

test('a bet and contest entries move the balance, the net position and the statement', async ({
  page,
}, testInfo) => {
  const player = await playerWith100(page, testInfo, '/betting');
  const balance = page.getByTestId('balance-button');
  const month = page.getByRole('region', { name: 'Net result' }).getByTestId('net-position-month');

  await page.getByRole('button', { name: SWANS }).click();
  await expect(page.getByText('Bet placed: $10.00 on Sydney Swans at 1.85.')).toBeVisible();
  // The stake leaves the balance, then the platform pays the win (1.85 × $10.00) when the game ends.
  await expect(balance).toContainText('$108.50');
  await expect(month).toHaveText(formatCents(850));

  await page.getByRole('link', { name: 'Fantasy' }).first().click();
  await page.getByRole('button', { name: 'Enter NRL Head to Head' }).click();
  await expect(page.getByText('Entered NRL Head to Head for $20.00.')).toBeVisible();
  await page.getByRole('button', { name: 'Enter AFL Round 12 Showdown' }).click();
  await expect(page.getByText('Entered AFL Round 12 Showdown for $5.00.')).toBeVisible();
  // $108.50 - $20.00 + the $36.00 prize - $5.00 (that contest is lost).
  await expect(balance).toContainText('$119.50');
  await expect(month).toHaveText(formatCents(1950));

  const statement = await statementThisMonth(page, player);
  expect(statement).toMatchObject({
    deposits: 10_000,
    staked: 3_500,
    won: 5_450,
    net_result: 1_950,
    bet_count: 1,
    contest_count: 2,
    closing_balance: 11_950,
  });
  expect(statement.products.betting).toMatchObject({ staked: 1_000, won: 1_850 });
  expect(statement.products.fantasy).toMatchObject({ staked: 2_500, won: 3_600 });

  await page.goto('/account/activity');
  const main = page.getByRole('main');
  await expect(main.locator('dt:text-is("Amount staked") + dd')).toHaveText('$35.00');
  await expect(main.locator('dt:text-is("Amount won") + dd')).toHaveText('$54.50');
  await expect(main.locator('dt:text-is("Contests entered") + dd')).toHaveText('2');
});

test('the spending limit refuses the bet that would pass it, and the app says so', async ({
  page,
}, testInfo) => {
  const player = await playerWith100(page, testInfo, '/account/limits');
  await page.getByRole('tab', { name: 'Spending Limits' }).click();
  const spending = page.getByRole('tabpanel', { name: 'Spending Limits' });
  await spending.getByLabel('Duration').selectOption({ label: 'Monthly' });
  await spending.getByRole('textbox', { name: 'Amount' }).fill('15');
  await spending.getByRole('button', { name: 'Set Spending limit' }).click();
  await confirmDialog(page, 'Set Spending limit');
  await expect(notice(page, 'Your limits have been applied.')).toBeVisible();

  await page.goto('/betting');
  await page.getByRole('button', { name: BOLD_VENTURE }).click();
  await expect(page.getByText('Bet placed: $10.00 on No. 7 Bold Venture at 3.40.')).toBeVisible();
  await page.getByRole('button', { name: STORM }).click();

  await expect(page.getByText('This would take you over your spending limit.')).toBeVisible();
  const statement = await statementThisMonth(page, player);
  expect(statement).toMatchObject({ staked: 1_000, bet_count: 1 });
  expect(await player.balance()).toBe(9_000);
});

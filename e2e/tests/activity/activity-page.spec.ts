// The Activity page (issue 30) against portal-api with the demo AU player's history: the figures of
// the period chosen are the API's statement, the chart of its 6 months shows, the PDF and CSV
// downloads hold the same totals, and a stored monthly statement opens from the e-mail's link.
// Last month is the period checked: movements other tests make today leave it alone.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import type { ActivityStatement, MonthlyStatement } from '@portal/contract';
import { A11Y_VIEWPORTS } from '../support/a11y';
import { apiUrlOf, expectNoSeriousA11yViolations, latestEmailLink } from '../support/auth';
import { DEMO_AU, formatCents, signIn } from '../support/players';

/** The figures the page shows for a statement, by their labels, in its order. */
function shownFigures(statement: ActivityStatement): [string, string][] {
  return [
    ['Balance at the start', formatCents(statement.opening_balance)],
    ['Deposits', formatCents(statement.deposits)],
    ['Withdrawals', formatCents(statement.withdrawals)],
    ['Amount staked', formatCents(statement.staked)],
    ['Amount won', formatCents(statement.won)],
    ['Net result (won minus staked)', formatCents(statement.net_result)],
    ['Balance at the end', formatCents(statement.closing_balance)],
    ['Bets placed', String(statement.bet_count)],
    ['Contests entered', String(statement.contest_count)],
    ['Bonus money', formatCents(statement.bonus)],
  ];
}

async function expectFigures(page: Page, statement: ActivityStatement) {
  const main = page.getByRole('main');
  for (const [label, value] of shownFigures(statement)) {
    await expect(main.locator(`dt:text-is("${label}") + dd`)).toHaveText(value);
  }
}

/** The CSV's amount column: dollars with a minus sign for a loss, no thousands separators. */
const csvDollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** No serious axe violation at 375 and 1280 px, and nothing wider than the screen at 320 px. */
async function checkA11yAndFit(page: Page) {
  for (const size of A11Y_VIEWPORTS) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page, 'main');
  }
  await page.setViewportSize({ width: 320, height: 640 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(320);
}

test('the statement of the period, its chart and its PDF and CSV are the API’s', async ({
  page,
}) => {
  test.slow();
  const token = await signIn(page, DEMO_AU);
  const api = apiUrlOf(test.info());
  const headers = { Authorization: `Bearer ${token}` };
  const fromApi = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(`${api}${path}`, { headers });
    expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
    return (await response.json()).data;
  };
  const main = page.getByRole('main');

  await page.goto('/account/activity');
  await expect(main.getByRole('heading', { name: /^Your activity from/ })).toBeVisible();
  await expect(main.getByRole('radio', { name: 'This month' })).toBeChecked();

  const [request] = await Promise.all([
    page.waitForRequest((sent) => new URL(sent.url()).pathname === '/activity/statement'),
    main.getByRole('radio', { name: 'Last month' }).check(),
  ]);
  const query = new URL(request.url()).searchParams.toString();
  expect(query).toBe('period=last-month');
  const statement = await fromApi<ActivityStatement>(`/activity/statement?${query}`);
  expect(statement.bet_count + statement.contest_count).toBeGreaterThan(0);
  await expectFigures(page, statement);
  const products = main.getByRole('table', { name: 'By product' });
  await expect(products.getByRole('row')).toHaveText([
    /^Product/,
    new RegExp(`^Betting${escape(formatCents(statement.products.betting.staked))}`),
    new RegExp(`^Fantasy${escape(formatCents(statement.products.fantasy.staked))}`),
  ]);

  await expect(main.getByRole('img', { name: /^Bar chart of Spend/ })).toBeVisible();
  await expect(main.getByRole('img', { name: /^Bar chart of Net result/ })).toBeVisible();
  await main.getByRole('button', { name: 'Show the figures' }).click();
  const chart = await fromApi<{ months: { spend: number }[] }>(
    `/activity/chart?month=${statement.to.slice(0, 7)}`,
  );
  const lastMonth = main.locator('#activity-chart-figures tbody tr').last();
  await expect(lastMonth.locator('td').first()).toHaveText(formatCents(chart.months[5].spend));
  await expect(lastMonth.locator('td').first()).toHaveText(formatCents(statement.staked));
  await checkA11yAndFit(page);

  const download = async (button: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: button }).click(),
    ]);
    return { name: file.suggestedFilename(), data: fs.readFileSync(await file.path()) };
  };
  const pdf = await download('Download PDF');
  expect(pdf.name).toBe('activity-statement.pdf');
  const pdfText = (await new PDFParse({ data: pdf.data }).getText()).text;
  for (const [label, cents] of [
    ['Opening balance', statement.opening_balance],
    ['Staked', statement.staked],
    ['Won', statement.won],
    ['Net result', statement.net_result],
    ['Bonus money', statement.bonus],
    ['Closing balance', statement.closing_balance],
  ] as const) {
    expect(pdfText).toMatch(new RegExp(`${label}\\s+${escape(formatCents(cents))}`));
  }

  const csv = await download('Download CSV');
  expect(csv.name).toBe('activity-statement.csv');
  const rows = csv.data
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(rows).toEqual(
    expect.arrayContaining([
      `From,${statement.from}`,
      `To,${statement.to}`,
      `Staked,${csvDollars(statement.staked)}`,
      `Won,${csvDollars(statement.won)}`,
      `Net result,${csvDollars(statement.net_result)}`,
      `Closing balance,${csvDollars(statement.closing_balance)}`,
    ]),
  );
});

test('the monthly e-mail’s link opens the stored statement of its month', async ({ page }) => {
  test.slow();
  const token = await signIn(page, DEMO_AU);
  const api = apiUrlOf(test.info());
  const headers = { Authorization: `Bearer ${token}` };
  const lastMonth = await page.request.get(`${api}/activity/statement?period=last-month`, {
    headers,
  });
  const month = (await lastMonth.json()).data.from.slice(0, 7);

  // The API's monthly job (run every few seconds on this portal, whatever the day of the month)
  // stores last month's statement of a player who played in it and e-mails them its link.
  const link = new URL(await latestEmailLink(page.request, api, DEMO_AU));
  expect(`${link.pathname}${link.search}`).toBe(`/account/activity?statement=${month}`);
  const listed = await page.request.get(`${api}/activity/statements`, { headers });
  const statements: MonthlyStatement[] = (await listed.json()).data;
  const stored = statements.find((statement) => statement.month === month);
  expect(stored, `a stored statement of ${month}`).toBeDefined();

  await page.goto(`${link.pathname}${link.search}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: /^Your statement for / })).toBeFocused();
  await expectFigures(page, stored!.statement);
  await expect(
    main.getByRole('button', { name: /^View the statement for / }).first(),
  ).toBeVisible();
  await checkA11yAndFit(page);

  await main.getByRole('button', { name: 'Back to your activity' }).click();
  await expect(page).toHaveURL(/\/account\/activity$/);
  await expect(main.getByRole('heading', { name: /^Your activity from/ })).toBeVisible();
});

/** A text as a regular expression matching it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

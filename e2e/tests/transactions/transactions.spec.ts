// Cash Transactions (spec 2 §2) against portal-api with the demo AU player's year of history: the
// rows are the API's for the tab, dates and page; Details; All Export's CSV holds the API's rows.
// The range ends yesterday, so movements other tests make today leave it alone.
import fs from 'node:fs';
import { expect, test, type Page, type Request } from '@playwright/test';
import { apiUrlOf, expectNoSeriousA11yViolations } from '../support/auth';
import { DEMO_AU, signIn } from '../support/players';

interface ApiTransaction {
  id: number;
  category: { name: string };
  meta: Record<string, string | number> | null;
}
interface ApiPage {
  data: ApiTransaction[];
  meta: { pagination: { current_page: number; total_pages: number; total: number } };
}

/** A day `days` from today in the browser's (this machine's) zone, as YYYY-MM-DD. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const isList = (request: Request) => new URL(request.url()).pathname === '/wallets/transactions';

/** The list call the page makes after `act`, with the query it sent. */
async function listCallAfter(page: Page, act: () => Promise<void>) {
  const [request] = await Promise.all([page.waitForRequest(isList), act()]);
  return new URL(request.url()).searchParams;
}

test('the transactions follow the tab, the dates and the page; Details; All Export', async ({
  page,
}) => {
  const token = await signIn(page, DEMO_AU);
  const api = apiUrlOf(test.info());
  const headers = { Authorization: `Bearer ${token}` };
  const fromApi = async (query: URLSearchParams): Promise<ApiPage> => {
    const response = await page.request.get(`${api}/wallets/transactions?${query}`, { headers });
    expect(response.ok()).toBe(true);
    return response.json();
  };
  const table = page.getByRole('main').getByRole('table');
  const dateField = (name: string) => page.getByRole('main').getByLabel(name, { exact: true });
  const shownIds = async () =>
    (await table.locator('tbody tr td:first-child').allTextContents()).map(Number);

  await page.goto('/account/transactions');
  await expect(table).toBeVisible();
  await expect(dateField('TO')).toHaveValue(dayFromToday(0));
  await expect(dateField('FROM')).toHaveValue(dayFromToday(-365));

  const yesterday = dayFromToday(-1);
  let query = await listCallAfter(page, () => dateField('TO').fill(yesterday));
  expect(query.get('transaction_to')).toMatch(new RegExp(`^${dayFromToday(0)}T00:00:00[+-]`));
  let expected = await fromApi(query);
  expect(expected.data.length).toBe(10);
  await expect.poll(shownIds).toEqual(expected.data.map((row) => row.id));
  await expectNoSeriousA11yViolations(page, 'main');

  query = await listCallAfter(page, () => page.getByRole('tab', { name: 'Wins' }).click());
  expect(query.get('category_ids')).toBe('4');
  expected = await fromApi(query);
  await expect.poll(shownIds).toEqual(expected.data.map((row) => row.id));
  await expect(table.locator('tbody tr td:nth-child(3)')).toHaveText(
    expected.data.map(() => 'Wins'),
  );

  await listCallAfter(page, () => page.getByRole('tab', { name: 'All' }).click());
  const pages = page.getByRole('navigation', { name: 'Pages of your cash transactions' });
  query = await listCallAfter(page, () => pages.getByRole('link', { name: 'Page 2' }).click());
  expect(query.get('page')).toBe('2');
  await expect(page).toHaveURL(/\/account\/transactions\?page=2$/);
  expected = await fromApi(query);
  await expect.poll(shownIds).toEqual(expected.data.map((row) => row.id));
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  const ticketed = expected.data.find((row) => typeof row.meta?.bet_ticket === 'string');
  if (!ticketed) throw new Error('the demo history has a ticket on every page');
  await page.getByRole('button', { name: `Details of transaction ${ticketed.id}` }).click();
  const ticket = String(ticketed.meta?.bet_ticket);
  await expect(page.getByText('Bet Ticket', { exact: true })).toBeVisible();
  await expect(page.getByText(ticket, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('img', { name: ticket.startsWith('#1') ? 'Betting logo' : 'Fantasy logo' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'main');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'All Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('transaction-history.csv');
  const file = fs.readFileSync(await download.path());
  // A UTF-8 byte-order mark first, so that spreadsheets read the file as UTF-8.
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = file.toString('utf8').trim().split('\n');
  const allIds: number[] = [];
  const everything = new URLSearchParams(query);
  everything.delete('category_ids');
  for (let number = 1; ; number += 1) {
    everything.set('page', String(number));
    const answer = await fromApi(everything);
    allIds.push(...answer.data.map((row) => row.id));
    if (number >= answer.meta.pagination.total_pages) break;
  }
  expect(csv[0]).toMatch(/^Transaction ID,/);
  expect(csv.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(allIds);

  await dateField('FROM').fill(dayFromToday(-800));
  await page.getByRole('button', { name: 'All Export' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Please make sure the exported date range is under one year',
  );
});

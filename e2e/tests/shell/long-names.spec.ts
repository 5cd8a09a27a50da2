import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { NEW_PASSWORD, registerAuPlayer } from '../support/auth';
import { TOKEN_COOKIE } from '../support/players';
import { API_URL } from '../support/ports';
import { isSmall, viewport } from '../support/shell';

const FIRST_NAME = 'Bartholomew-Maximiliano Christopherson';
const LAST_NAME = 'Vandenberghe-Montgomery Fitzwilliam';
/** $1,234,567.89 in cents, credited in two steps (one dev credit is at most $1,000,000). */
const CREDITS = [100_000_000, 23_456_789];
const HIDE_BALANCE_KEY = 'portal.hideBalance';

interface LongNamePlayer {
  email: string;
  username: string;
  token: string;
}

/** Registers an AU player with a 38-character first name and a 30-character username, signed in. */
async function registerLongNamePlayer(request: APIRequestContext): Promise<LongNamePlayer> {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const username = `maximiliano_${id}`.padEnd(30, 'x').slice(0, 30);
  const email = `long.${id}@portal.test`;
  await registerAuPlayer(request, API_URL, {
    name: username,
    email,
    first_name: FIRST_NAME,
    last_name: LAST_NAME,
  });
  const login = await request.post(`${API_URL}/auth`, {
    data: { email, password: NEW_PASSWORD, recaptcha_token: 'e2e', platform: 'web' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return { email, username, token: (await login.json()).token };
}

async function creditLargeBalance(request: APIRequestContext, player: LongNamePlayer) {
  for (const amount of CREDITS) {
    const response = await request.post(`${API_URL}/dev/wallet/credit`, {
      data: { email: player.email, amount },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  const current = await request.get(`${API_URL}/users/current`, {
    headers: { Authorization: `Bearer ${player.token}` },
  });
  expect((await current.json()).data.balance).toBe(123_456_789);
}

async function openAs(page: Page, player: LongNamePlayer, path: string) {
  await page
    .context()
    .addCookies([{ name: TOKEN_COOKIE, value: player.token, domain: 'localhost', path: '/' }]);
  await page.goto(path);
  await expect(page.getByTestId('balance-button')).toBeVisible();
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box as Box;
}

/** The box around every element matched: what is drawn, even where it overflows its container. */
async function unionBox(locator: Locator): Promise<Box> {
  const boxes = await Promise.all((await locator.all()).map(boxOf));
  expect(boxes.length).toBeGreaterThan(0);
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.scrollingElement!.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The header's controls lie side by side inside the viewport, none over another. */
async function expectHeaderFits(page: Page, width: number) {
  const header = page.getByRole('banner');
  const controls = {
    brands: header.getByRole('navigation', { name: 'Brands' }).locator('a, button, img'),
    gift: header.getByRole('button', { name: /^Bonuses/ }),
    balance: page.getByTestId('balance-button'),
    avatar: header.getByRole('button', { name: /Account menu/ }),
  };
  const boxes = Object.fromEntries(
    await Promise.all(
      Object.entries(controls).map(async ([name, locator]) => [name, await unionBox(locator)]),
    ),
  ) as Record<string, Box>;
  const names = Object.keys(boxes);
  for (const [index, a] of names.entries()) {
    expect(boxes[a].x, `${a} starts inside the viewport`).toBeGreaterThanOrEqual(0);
    expect(boxes[a].x + boxes[a].width, `${a} ends inside the viewport`).toBeLessThanOrEqual(width);
    for (const b of names.slice(index + 1)) {
      expect(overlaps(boxes[a], boxes[b]), `${a} and ${b} do not overlap`).toBe(false);
    }
  }
  await expectNoHorizontalScroll(page);
}

for (const width of [320, 375, 1280]) {
  test.describe(`long names and large balances at ${width} px`, () => {
    test.use({ viewport: viewport(width) });

    test('the header fits a large balance', async ({ page }) => {
      const player = await registerLongNamePlayer(page.request);
      await creditLargeBalance(page.request, player);
      await openAs(page, player, '/betting');
      const balance = page.getByTestId('balance-button');
      await expect(balance).toHaveAccessibleName(/\$1,234,567\.89/);
      await expectHeaderFits(page, width);
      await page.screenshot({ path: `/tmp/h4-header-balance-${width}.png` });
    });

    test('the header fits the greeting of a long first name, with the full name available', async ({
      page,
    }) => {
      const player = await registerLongNamePlayer(page.request);
      await page.addInitScript((key) => localStorage.setItem(key, '1'), HIDE_BALANCE_KEY);
      await openAs(page, player, '/betting');
      const balance = page.getByTestId('balance-button');
      await expect(balance).toHaveAccessibleName(new RegExp(`Hi, ${FIRST_NAME}`));
      await expect(balance).toHaveAttribute('title', `Hi, ${FIRST_NAME}`);
      await expectHeaderFits(page, width);
      await page.screenshot({ path: `/tmp/h4-header-greeting-${width}.png` });
    });

    test('the profile keeps a long name and username inside its card', async ({ page }) => {
      const player = await registerLongNamePlayer(page.request);
      await creditLargeBalance(page.request, player);
      await openAs(page, player, '/account/profile');
      const fullName = page.getByRole('heading', { name: `${FIRST_NAME} ${LAST_NAME}` });
      await expect(fullName).toBeVisible();
      const card = page.locator('section').filter({ has: fullName });
      const cardBox = await boxOf(card);
      const username = card.getByText(player.username, { exact: true });
      await expect(username).toHaveAttribute('title', player.username);
      for (const [name, locator] of [
        ['full name', fullName],
        ['greeting', card.getByText(`Hi, ${FIRST_NAME}`)],
        ['username', username],
      ] as const) {
        const box = await boxOf(locator);
        expect(box.x + box.width, `${name} ends inside the card`).toBeLessThanOrEqual(
          cardBox.x + cardBox.width,
        );
      }
      if (isSmall(width)) await expectHeaderFits(page, width);
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: `/tmp/h4-profile-${width}.png`, fullPage: true });
    });
  });
}

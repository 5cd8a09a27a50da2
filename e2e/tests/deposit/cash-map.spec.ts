// Issue 27: the Cash In-store map page draws the stores on a Leaflet map (its stylesheet bundled and
// allowed by the Content-Security-Policy), one keyboard-reachable marker per store the list shows
// (the API's outlets with postcodes below 2080), markers named by their store; choosing one marks
// the store in the list.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/auth';
import { addDepositMethod, openDeposit, signInNewAuPlayer } from '../support/deposits';

interface ApiOutlet {
  shopName: string;
  validatedAddress: { postcode: string | number };
}

test('Find a store shows a Leaflet map with a marker per store, and the list beside it', async ({
  page,
}) => {
  const player = await signInNewAuPlayer(page, test.info());
  const refused: string[] = [];
  // What the map needs from the policy: its stylesheet (and Leaflet's inline positions) and images.
  page.on('console', (message) => {
    const text = message.text();
    if (/Content.Security.Policy/i.test(text) && /(style|img)-src/.test(text)) refused.push(text);
  });
  const response = await page.request.get(`${player.api}/deposit/blueshyft/locations`, {
    headers: player.headers,
  });
  expect(response.ok()).toBe(true);
  const stores = ((await response.json()).locations as ApiOutlet[])
    .filter((outlet) => Number(outlet.validatedAddress.postcode) < 2080)
    .map((outlet) => outlet.shopName);
  expect(stores.length).toBeGreaterThan(0);

  const dialog = await openDeposit(page);
  await addDepositMethod(dialog, 'Cash In-store');
  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('20');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await dialog.getByRole('button', { name: 'Find a store' }).click();
  await expect(dialog.getByRole('heading', { name: 'Cash In-store' })).toBeVisible();

  const map = dialog.getByRole('region', { name: 'Map of the stores' });
  await expect(map).toHaveClass(/leaflet-container/);
  const markers = map.locator('.leaflet-marker-icon');
  await expect(markers).toHaveCount(stores.length);
  expect(
    (await markers.evaluateAll((icons) => icons.map((icon) => icon.ariaLabel))).sort(),
  ).toEqual([...stores].sort());
  // Leaflet's stylesheet is in force: its panes and markers are positioned by it.
  expect(await markers.first().evaluate((icon) => getComputedStyle(icon).position)).toBe(
    'absolute',
  );
  const list = dialog.getByRole('region', { name: 'Stores near you' });
  await expect(list.getByRole('button')).toHaveCount(stores.length);
  await expectNoSeriousA11yViolations(page);

  // A marker is reached with the keyboard and chosen with Enter: the list marks its store.
  const first = map.getByRole('button', { name: stores[0], exact: true });
  await first.focus();
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-current', 'true');
  const listed = list.getByRole('button').filter({ hasText: stores[0] });
  await expect(listed).toHaveAttribute('aria-current', 'true');
  expect(refused).toEqual([]);
});

// The net-position strip outside Australia (issue 30): on the US portal the player may collapse it,
// and the choice is remembered for them on this device, across reloads and pages.
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../support/a11y';
import { signInUsDepositor } from '../../deposit/us/signInUsDepositor';

test('a US player collapses the net position, and it stays collapsed until opened again', async ({
  page,
}) => {
  const player = await signInUsDepositor(page);
  const net = await page.request.get(`${player.api}/activity/net-position`, {
    headers: player.headers,
  });
  expect((await net.json()).data.collapsible).toBe(true);

  await page.goto('/betting');
  const strip = page.getByRole('region', { name: 'Net result' });
  const toggle = strip.getByRole('button', { name: 'Net result' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(strip.getByTestId('net-position-month')).toBeVisible();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(strip.getByTestId('net-position-month')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.goto('/account/activity');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(strip.getByTestId('net-position-month')).toHaveCount(0);

  await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(strip.getByTestId('net-position-month')).toBeVisible();
});

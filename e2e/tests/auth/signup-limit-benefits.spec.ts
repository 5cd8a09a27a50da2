import { expect, test } from '@playwright/test';
import { A11Y_VIEWPORTS } from '../support/a11y';
import { expectNoSeriousA11yViolations } from '../support/auth';

test('declining a deposit limit at sign-up shows three benefits and a way to set one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/betting?modal=signup');
  const dialog = page.getByRole('dialog', { name: 'CREATE A SINGLE ACCOUNT TO BET AND PLAY' });
  const benefits = dialog.getByRole('region', { name: 'Why set a deposit limit?' });
  await expect(benefits).toHaveCount(0);

  await dialog.getByRole('radio', { name: 'No limit' }).check();

  await expect(benefits.getByRole('listitem')).toHaveText([
    'You decide your budget before you play, not in the heat of the moment.',
    'Your deposits stop at the amount you choose until the period ends, so play stays affordable.',
    'You can lower your limit at any time, and a lower limit applies straight away.',
  ]);
  await expect(dialog.getByRole('radio', { name: 'No limit' })).toBeFocused();
  // At 320 px the panel fits the screen without scrolling sideways.
  const box = await benefits.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  expect(await benefits.evaluate((panel) => panel.scrollWidth - panel.clientWidth)).toBe(0);
  for (const size of A11Y_VIEWPORTS) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page);
  }

  await page.keyboard.press('Tab');
  await expect(benefits.getByRole('button', { name: 'Set a deposit limit' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(dialog.getByRole('radio', { name: 'Set limit' })).toBeChecked();
  await expect(dialog.getByLabel('Limit amount ($)')).toBeFocused();
  await expect(benefits).toHaveCount(0);
});

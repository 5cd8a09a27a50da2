import { expect, test } from '@playwright/test';

test('the import-map-overrides UI shows only when localStorage devtools is set', async ({
  page,
}) => {
  await page.goto('/betting');
  const toggle = page.locator('import-map-overrides-full');
  await expect(toggle.locator('button')).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('devtools', 'true'));
  await page.reload();
  await expect(page.locator('import-map-overrides-full button').first()).toBeAttached();
});

import { expect, test } from '@playwright/test';
import { DEMO_AU, DEMO_PASSWORD } from '../support/players';
import { callSharedUtils, isSmall, logInInPage, viewport, WIDTHS } from '../support/shell';

const VERSION_KEY = 'portal.whatsNewVersion';

for (const width of WIDTHS) {
  test.describe(`what's new at ${width} px`, () => {
    test.use({ viewport: viewport(width) });

    test('opens 2 s after login, Next cycles the four slides, and the version is recorded', async ({
      page,
    }) => {
      await page.goto('/betting');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await logInInPage(page, DEMO_AU, DEMO_PASSWORD);
      const loggedInAt = Date.now();
      const dialog = page.getByRole('dialog', { name: "What's New" });
      await expect(dialog).toBeVisible({ timeout: 5000 });
      expect(Date.now() - loggedInAt).toBeGreaterThanOrEqual(1500);

      const titles: string[] = [];
      for (let slide = 1; slide <= 4; slide += 1) {
        await expect(dialog.getByText(`Slide ${slide} of 4`)).toBeVisible();
        titles.push((await dialog.getByRole('heading', { level: 3 }).textContent()) ?? '');
        const image = dialog.locator('picture img');
        await expect(image).toBeVisible();
        const shown = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
        const app = await dialog
          .locator('picture source')
          .evaluate((source: HTMLSourceElement) => source.srcset);
        if (isSmall(width)) expect(shown).toBe(app);
        else expect(shown).not.toBe(app);
        await dialog.getByRole('button', { name: 'Next' }).click();
      }
      expect(titles).toEqual([
        'One account, two brands',
        'Your balance at a glance',
        'Deposit in seconds',
        'Stay in control',
      ]);
      await expect(dialog).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), VERSION_KEY)).toBe('1.27.0');
    });

    test('stays closed after login once the version was seen', async ({ page }) => {
      await page.goto('/betting');
      await page.evaluate((key) => localStorage.setItem(key, '1.27.0'), VERSION_KEY);
      await logInInPage(page, DEMO_AU, DEMO_PASSWORD);
      await expect(page.getByTestId('balance-button')).toBeVisible();
      await page.waitForTimeout(3000);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('the post-signup tutorial points at the balance, the brand switcher and the gift', async ({
      page,
    }) => {
      await page.goto('/betting');
      await page.evaluate((key) => localStorage.setItem(key, '1.27.0'), VERSION_KEY);
      await logInInPage(page, DEMO_AU, DEMO_PASSWORD);
      await expect(page.getByTestId('balance-button')).toBeVisible();
      await callSharedUtils(page, 'startTutorial');
      const callout = page.getByRole('dialog');
      const expected = isSmall(width)
        ? ['Your balance', 'Your bonuses']
        : ['Your balance', 'Switch brands', 'Your bonuses'];
      for (const [index, title] of expected.entries()) {
        await expect(callout).toHaveAccessibleName(title);
        await expect(callout.getByText(`Step ${index + 1} of ${expected.length}`)).toBeVisible();
        const last = index === expected.length - 1;
        await callout.getByRole('button', { name: last ? 'Done' : 'Next' }).click();
      }
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}

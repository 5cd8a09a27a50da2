import { expect, test, type Page } from '@playwright/test';
import { NEW_PASSWORD, registerAuPlayer } from '../support/auth';
import { DEMO_AU, DEMO_PASSWORD } from '../support/players';
import { API_URL } from '../support/ports';
import { callSharedUtils, isSmall, logInInPage, viewport, WIDTHS } from '../support/shell';

const VERSION_KEY = 'portal.whatsNewVersion';
const WHATS_NEW_DELAY_MS = 2000;

interface Observable<T> {
  subscribe(next: (value: T) => void): unknown;
}
interface Timeline {
  signedInAt?: number;
  whatsNewAt?: number;
}
declare global {
  interface Window {
    whatsNewTimeline: Timeline;
  }
}

/**
 * Records, on the page's own clock, when the session got its token and when the what's-new modal
 * opened, so the delay is measured from the sign-in itself, not from when the test saw it.
 */
async function recordWhatsNewTimeline(page: Page) {
  await page.evaluate(async () => {
    const system = (window as unknown as { System: { import(id: string): Promise<unknown> } })
      .System;
    const sharedUtils = (await system.import('@portal/shared-utils')) as {
      session$: Observable<{ token: string | null }>;
      modal$: Observable<{ name: string | null }>;
    };
    const timeline: Timeline = {};
    window.whatsNewTimeline = timeline;
    sharedUtils.session$.subscribe(({ token }) => {
      if (token && timeline.signedInAt === undefined) timeline.signedInAt = performance.now();
    });
    sharedUtils.modal$.subscribe(({ name }) => {
      if (name === 'whatsnew' && timeline.whatsNewAt === undefined) {
        timeline.whatsNewAt = performance.now();
      }
    });
  });
}

/** Waits until what's new would have opened after the recorded sign-in (plus a margin). */
async function waitPastWhatsNewDelay(page: Page) {
  await page.waitForFunction(
    (delay) =>
      window.whatsNewTimeline.signedInAt !== undefined &&
      performance.now() - window.whatsNewTimeline.signedInAt > delay,
    WHATS_NEW_DELAY_MS + 1000,
  );
}

const shownVersion = (page: Page) => page.evaluate((key) => localStorage.getItem(key), VERSION_KEY);

for (const width of WIDTHS) {
  test.describe(`what's new at ${width} px`, () => {
    test.use({ viewport: viewport(width) });

    test('opens 2 s after login, Next cycles the four slides, and the version is recorded', async ({
      page,
    }) => {
      await page.goto('/betting');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await recordWhatsNewTimeline(page);
      await logInInPage(page, DEMO_AU, DEMO_PASSWORD);
      const dialog = page.getByRole('dialog', { name: "What's New" });
      await expect(dialog).toBeVisible();
      const { signedInAt, whatsNewAt } = await page.evaluate(() => window.whatsNewTimeline);
      expect(whatsNewAt! - signedInAt!).toBeGreaterThanOrEqual(WHATS_NEW_DELAY_MS);

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
      expect(await shownVersion(page)).toBe('1.27.0');
    });

    test('stays closed after login once the version was seen', async ({ page }) => {
      await page.goto('/betting');
      await page.evaluate((key) => localStorage.setItem(key, '1.27.0'), VERSION_KEY);
      await recordWhatsNewTimeline(page);
      await logInInPage(page, DEMO_AU, DEMO_PASSWORD);
      await expect(page.getByTestId('balance-button')).toBeVisible();
      await waitPastWhatsNewDelay(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await page.evaluate(() => window.whatsNewTimeline.whatsNewAt)).toBeUndefined();
    });

    for (const how of ['Escape', 'the close control']) {
      test(`closing it with ${how} counts as seen: it does not return at the next login`, async ({
        page,
      }) => {
        await page.goto('/betting');
        await logInInPage(page, DEMO_AU, DEMO_PASSWORD);
        const dialog = page.getByRole('dialog', { name: "What's New" });
        await expect(dialog).toBeVisible();
        if (how === 'Escape') await page.keyboard.press('Escape');
        else await dialog.getByRole('button', { name: isSmall(width) ? 'Back' : 'Close' }).click();
        await expect(dialog).toHaveCount(0);
        expect(await shownVersion(page)).toBe('1.27.0');

        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('menuitem', { name: 'Logout' }).click();
        await recordWhatsNewTimeline(page);
        await logInInPage(page, DEMO_AU, DEMO_PASSWORD);
        await expect(page.getByTestId('balance-button')).toBeVisible();
        await waitPastWhatsNewDelay(page);
        await expect(page.getByRole('dialog')).toHaveCount(0);
      });
    }

    test("a new player gets onboarding and the tutorial but not what's new", async ({ page }) => {
      const email = await registerAuPlayer(page.request, API_URL);
      await page.goto('/betting?modal=signup');
      await expect(page.getByRole('dialog')).toBeVisible();
      await recordWhatsNewTimeline(page);
      // What the sign-up form does once POST /users succeeded: log in, then open onboarding.
      await page.evaluate(
        async ({ email, password }) => {
          const system = (window as unknown as { System: { import(id: string): Promise<unknown> } })
            .System;
          const sharedUtils = (await system.import('@portal/shared-utils')) as {
            login(credentials: object): Promise<unknown>;
            openModal(name: string, params: object, state: object): void;
          };
          await sharedUtils.login({ email, password, recaptchaToken: '' });
          sharedUtils.openModal('onboarding-verification', {}, { from: 'registration' });
        },
        { email, password: NEW_PASSWORD },
      );
      const onboarding = page.getByRole('dialog', { name: 'Verify Your Identity' });
      await expect(onboarding).toBeVisible();
      await waitPastWhatsNewDelay(page);
      await page.keyboard.press('Escape');
      await expect(onboarding).toHaveCount(0);

      const tutorial = page.getByRole('dialog');
      const steps = isSmall(width) ? 2 : 3;
      for (let step = 1; step <= steps; step += 1) {
        await expect(tutorial.getByText(`Step ${step} of ${steps}`)).toBeVisible();
        await tutorial.getByRole('button', { name: step === steps ? 'Done' : 'Next' }).click();
      }
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await page.evaluate(() => window.whatsNewTimeline.whatsNewAt)).toBeUndefined();
      expect(await shownVersion(page)).toBe('1.27.0');
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

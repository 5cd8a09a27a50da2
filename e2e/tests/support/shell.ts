import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './a11y';

/** The two widths the shell's browser tests run at: a phone and a desktop. */
export const WIDTHS = [375, 1280] as const;

export function viewport(width: number) {
  return { width, height: width < 768 ? 740 : 800 };
}

export const isSmall = (width: number) => width < 768;

/** The shell's slots: where its header, footer, toasts and modal outlet render. */
export const SHELL_SLOTS = [
  '[id="single-spa-application:@portal/shell#header"]',
  '[id="single-spa-application:@portal/shell#footer"]',
  '[id="single-spa-application:@portal/shell#toasts"]',
];

/**
 * Runs axe-core on the given parts of the page (by default the shell's slots) and fails on any
 * serious or critical violation, listing them.
 */
export async function expectNoSeriousViolations(page: Page, include: string[] = SHELL_SLOTS) {
  expect(await seriousViolations(page, include)).toEqual([]);
}

/**
 * Signs in through shared-utils' login(), as the login modal does: a real login in this page. Waits
 * for the signed-out header first, which shows the runtime configuration (the API's URL) is loaded.
 */
export async function logInInPage(page: Page, email: string, password: string) {
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.evaluate(
    async ({ email, password }) => {
      const system = (window as unknown as { System: { import(id: string): Promise<unknown> } })
        .System;
      const sharedUtils = (await system.import('@portal/shared-utils')) as {
        login(credentials: {
          email: string;
          password: string;
          recaptchaToken: string;
        }): Promise<unknown>;
      };
      await sharedUtils.login({ email, password, recaptchaToken: 'e2e' });
    },
    { email, password },
  );
}

/** Calls a function exported by shared-utils in the page, e.g. startTutorial. */
export async function callSharedUtils(page: Page, exportName: string) {
  await page.evaluate(async (name) => {
    const system = (window as unknown as { System: { import(id: string): Promise<unknown> } })
      .System;
    const sharedUtils = (await system.import('@portal/shared-utils')) as Record<string, () => void>;
    sharedUtils[name]();
  }, exportName);
}

/**
 * A returning player's login opens what's new 2 s later (AU and NZ): waits for it and closes it
 * with Escape, as the player does before going on.
 */
export async function closeWhatsNewAfterLogin(page: Page) {
  const whatsNew = page.getByRole('dialog', { name: "What's New" });
  await expect(whatsNew).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(whatsNew).toHaveCount(0);
}

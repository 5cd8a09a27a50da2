// Helpers of the responsible-gambling browser tests (docs/responsible-gambling-api.md): the pages'
// forms, their confirm dialogs, and the login a break, exclusion or closure refuses.
import { expect, type Locator, type Page } from '@playwright/test';
import { NEW_PASSWORD } from './auth';

/** The account page's content (the shell's main landmark). */
export const accountPage = (page: Page) => page.getByRole('main');

/** Confirms the open dialog titled `title` with its Confirm button. */
export async function confirmDialog(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** A success notice the pages show as a toast (the latest, when an earlier one is still up). */
export function notice(page: Page, text: string): Locator {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text).last();
}

/** How the portal writes an instant (shared-utils formatDateTime), in the page's own code. */
export function portalDateTime(page: Page, iso: string): Promise<string> {
  return page.evaluate(async (iso) => {
    const system = (window as unknown as { System: { import(id: string): Promise<unknown> } })
      .System;
    const sharedUtils = (await system.import('@portal/shared-utils')) as {
      formatDateTime(date: string): string;
    };
    return sharedUtils.formatDateTime(iso);
  }, iso);
}

/**
 * After a break, timeout or closure: the player is signed out on the home page, and logging in
 * through the login modal again is refused with `message` (the modal stays, no balance button).
 */
export async function expectLoggedOutAndLoginRefused(page: Page, email: string, message: string) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('balance-button')).toHaveCount(0);
  await page.goto('/betting?modal=login');
  const login = page.getByRole('dialog');
  await login.getByLabel('Username or Email').fill(email);
  await login.getByLabel('Password').fill(NEW_PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login.getByText(message)).toBeVisible();
  await expect(page.getByTestId('balance-button')).toHaveCount(0);
}

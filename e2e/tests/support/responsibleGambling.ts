// Helpers of the responsible-gambling browser tests (docs/responsible-gambling-api.md): the pages'
// forms, their confirm dialogs, and the login a break, exclusion or closure refuses.
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { expectNoSeriousA11yViolations, NEW_PASSWORD } from './auth';

/** The account page's content (the shell's main landmark). */
export const accountPage = (page: Page) => page.getByRole('main');

/** Confirms the open dialog titled `title` with its confirm button (`confirmLabel`). */
export async function confirmDialog(page: Page, title: string, confirmLabel = 'Confirm') {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** The break or timeout form: where it is, its period select, submit button and dialog. */
export interface BreakForm {
  form: Locator;
  periodLabel: string;
  period: string;
  submitLabel: string;
  dialogTitle: string;
}

/**
 * Chooses the period (submit is disabled until then), submits and confirms; returns the accepted
 * POST /users/break.
 */
export async function takeBreakThroughForm(
  page: Page,
  { form, periodLabel, period, submitLabel, dialogTitle }: BreakForm,
): Promise<Response> {
  const submit = form.getByRole('button', { name: submitLabel });
  await expect(submit).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'main');
  await form.getByLabel(periodLabel).selectOption({ label: period });
  await submit.click();
  const accepted = page.waitForResponse(
    (response) => response.url().endsWith('/users/break') && response.status() === 200,
  );
  await confirmDialog(page, dialogTitle);
  return accepted;
}

/** The token the player had before is refused: every session ended on the server. */
export async function expectSessionEnded(
  page: Page,
  player: { api: string; headers: Record<string, string> },
) {
  const response = await page.request.get(`${player.api}/users/current`, {
    headers: player.headers,
  });
  expect(response.status()).toBe(401);
}

/**
 * The end of the break the page just asked for, as the login refusal writes it: POST /users/break's
 * break_end_at in the API's time zone (its server-timezone header), in the region's style.
 */
export async function breakEndAsWritten(breakResponse: Response, locale: 'en-AU' | 'en-US') {
  const { data } = (await breakResponse.json()) as { data: { break_end_at: string } };
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: breakResponse.headers()['server-timezone'],
  }).format(new Date(data.break_end_at));
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
  // The pages send the player to /, which the shell opens as its home, /betting.
  await expect(page).toHaveURL(/:\d+\/(betting)?$/);
  await expect(page.getByTestId('balance-button')).toHaveCount(0);
  await page.goto('/betting?modal=login');
  const login = page.getByRole('dialog');
  await login.getByLabel('Username or Email').fill(email);
  await login.getByLabel('Password').fill(NEW_PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login.getByText(message)).toBeVisible();
  await expect(page.getByTestId('balance-button')).toHaveCount(0);
}

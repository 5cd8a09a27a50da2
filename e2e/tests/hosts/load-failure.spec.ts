// A client app that cannot load (its origin down) shows the slot error with Retry in its host; the
// header, the menus and the account pages keep working, and Retry loads it once it is back.
import { expect, test } from '@playwright/test';
import { DEMO_AU, signIn } from '../support/players';
import { clientApp } from './clientApps';

test('a betting app that fails to load shows the error and Retry while the rest keeps working', async ({
  page,
}) => {
  await page.route('**/betting/betting-app.js', (route) => route.abort('connectionrefused'));
  await signIn(page, DEMO_AU);
  await page.goto('/betting');

  const error = page
    .getByRole('alert')
    .filter({ hasText: 'This part of the page could not be loaded.' });
  await expect(error).toBeVisible();
  await expect(page.getByTestId('balance-button')).toContainText('$');
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Betting menu' });
  await expect(menu.getByRole('link', { name: 'My Bets' })).toBeVisible();

  await menu.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Brands' })
    .getByRole('link', { name: 'Fantasy' })
    .click();
  await expect(
    clientApp(page, 2).getByRole('heading', { level: 1, name: 'Fantasy' }),
  ).toBeVisible();

  await page.unroute('**/betting/betting-app.js');
  await page
    .getByRole('navigation', { name: 'Brands' })
    .getByRole('link', { name: 'Betting' })
    .click();
  await expect(error).toBeVisible();
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(
    clientApp(page, 1).getByRole('heading', { level: 1, name: 'Betting' }),
  ).toBeVisible();
  await expect(error).toHaveCount(0);
});

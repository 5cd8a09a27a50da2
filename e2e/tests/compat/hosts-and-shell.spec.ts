import { described, expect, expectMounted, test } from './compat';

test('mf-shell, mf-betting-host and mf-fantasy-host: the header, menus, brand bar and both hosts', async ({
  page,
}) => {
  const shell = described('mf-shell');
  await page.goto('/betting');
  await expectMounted(page, '@portal/betting-host#app', 'Betting');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Login' }), `${shell}: Login`).toBeVisible();
  await expect(header.getByRole('button', { name: 'Join' }), `${shell}: Join`).toBeVisible();
  const bettingMenu = header.getByRole('navigation', { name: 'Betting menu' });
  await expect(bettingMenu.getByRole('link', { name: 'Home' }), `${shell}: menu`).toBeVisible();
  await expectMounted(page, '@portal/shell#footer', /\S/);

  await page
    .getByRole('navigation', { name: 'Brands' })
    .getByRole('link', { name: 'Fantasy' })
    .click();
  await expect(page).toHaveURL(/\/fantasy$/);
  await expectMounted(page, '@portal/fantasy-host#app', 'Fantasy');
  const fantasyMenu = header.getByRole('navigation', { name: 'Fantasy menu' });
  await expect(fantasyMenu.getByRole('link', { name: 'Home' }), `${shell}: menu`).toHaveAttribute(
    'aria-current',
    'page',
  );
});

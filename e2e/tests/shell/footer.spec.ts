import { expect, test } from '@playwright/test';
import { isSmall, viewport, WIDTHS } from '../support/shell';

for (const width of WIDTHS) {
  test.describe(`footer at ${width} px`, () => {
    test.use({ viewport: viewport(width) });

    test('shows the operator logos and the link lists from GET /link_groups', async ({ page }) => {
      const linkGroups = page.waitForResponse((r) => r.url().endsWith('/link_groups'));
      await page.goto('/betting');
      const { data } = (await (await linkGroups).json()) as {
        data: { name: string; type: { id: number }; links: { name: string }[] }[];
      };
      const footer = page.getByRole('contentinfo');

      for (const group of data) {
        const section = footer.getByRole('region', { name: group.name, exact: true });
        await expect(section).toBeVisible();
        if (group.type.id === 1) {
          const logos = section.getByRole('img');
          await expect(logos).toHaveCount(group.links.length);
          for (const [index, link] of group.links.entries()) {
            await expect(logos.nth(index)).toHaveAttribute('alt', link.name);
          }
        } else {
          await expect(section.getByRole('listitem')).toHaveCount(group.links.length);
        }
      }
      const headings = await footer.getByRole('heading', { level: 2 }).allTextContents();
      const operators = data.filter((g) => g.type.id === 1).map((g) => g.name);
      const lists = data.filter((g) => g.type.id === 2).map((g) => g.name);
      expect(headings).toEqual([...operators, ...lists, 'Gambling help']);
    });

    test('uses the mobile or desktop image of an operator logo by width', async ({ page }) => {
      await page.goto('/betting');
      const logo = page.getByRole('contentinfo').getByRole('img', { name: 'Betting' });
      await expect(logo).toBeVisible();
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.currentSrc))
        .toContain(isSmall(width) ? 'betting-app-icon' : 'betting-logo-on');
    });

    test('shows the AU legal block, the helpline and side margins on /fantasy', async ({
      page,
    }) => {
      await page.goto('/fantasy');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText('Version 1.27.0')).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Call 1800 858 858' })).toHaveAttribute(
        'href',
        'tel:1800858858',
      );
      await expect(footer.getByRole('link', { name: 'Gambling Help Online' })).toBeVisible();
      await expect(footer).toHaveAttribute('data-fantasy', 'true');
    });
  });
}

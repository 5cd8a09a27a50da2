// A team's release against the production topology: a changed mf-auth deployed with the release
// CLI reaches players on their next page load from its new content-addressed URL, and the CLI's
// rollback brings the previous URL and text back. Nothing in the source tree changes: the change is
// made in a copy of the built dist.
import { changedBuild } from './changedBuild';
import { pointedAt, releaseCli } from './releaseCli';
import { expect, test } from './topologyTest';

const CHANGE = {
  folder: 'mf-auth',
  file: 'portal-auth.js',
  from: "Don't have an account?",
  to: 'New to the portal?',
};
const SPECIFIER = '@portal/auth';

test('a changed mf-auth deployed with the release CLI reaches the login dialog; rollback restores it', async ({
  page,
  topology,
}) => {
  const mapUrl = async (mapAt: string) =>
    ((await (await page.request.get(mapAt)).json()) as { imports: Record<string, string> }).imports[
      SPECIFIER
    ];
  // The deployer's map file (what the store serves) and the page host's copy, which it re-reads.
  const liveUrl = () => mapUrl(topology.urls.importMap);
  const pageHostUrl = () => mapUrl(`${topology.urls.portal}/import-map.json`);
  const login = page.getByRole('dialog');
  // After a reload, the page's import map (SystemJS) resolves mf-auth to `url`.
  const reloadedWith = async (url: string) => {
    await expect.poll(pageHostUrl, 'the page host follows the live map').toBe(url);
    await page.reload();
    const resolved = await page.evaluate(
      (specifier) =>
        (window as unknown as { System: { resolve(id: string): string } }).System.resolve(
          specifier,
        ),
      SPECIFIER,
    );
    expect(resolved).toBe(url);
  };

  const before = await liveUrl();
  await page.goto('/betting?modal=login');
  await expect(login.getByText(CHANGE.from)).toBeVisible();

  const dist = test.info().outputPath(`${CHANGE.folder}-changed`);
  changedBuild(CHANGE, dist);
  const deploy = ['deploy', CHANGE.folder, '--env', 'production', '--dist', dist];
  const deployed = pointedAt(await releaseCli(topology, deploy), SPECIFIER);
  expect(deployed).not.toBe(before);
  expect(deployed).toMatch(/\/mf-auth\/[0-9a-f]{12}\/portal-auth\.js$/);
  expect(deployed.startsWith(`${topology.urls.portal}/`)).toBe(true);
  expect(await liveUrl()).toBe(deployed);
  await reloadedWith(deployed);
  await expect(login.getByText(CHANGE.to)).toBeVisible();
  await expect(login.getByText(CHANGE.from)).toHaveCount(0);

  const rollback = ['rollback', CHANGE.folder, '--env', 'production'];
  expect(pointedAt(await releaseCli(topology, rollback), SPECIFIER)).toBe(before);
  expect(await liveUrl()).toBe(before);
  await reloadedWith(before);
  await expect(login.getByText(CHANGE.from)).toBeVisible();
  await expect(login.getByText(CHANGE.to)).toHaveCount(0);
});

import fs from 'node:fs';
import path from 'node:path';
import { PORTS } from '../support/ports';
import { described, expect, expectMounted, FOLDERS, manifest, test } from './compat';

type ImportMap = { imports: Record<string, string> };

test('the compat portal serves the previous MF builds with today’s root-config and shared-utils', async ({
  page,
  request,
}, testInfo) => {
  const compat = (await (await request.get('/import-map.json')).json()) as ImportMap;
  // The run's main test portal serves today's builds.
  const today = (await (
    await request.get(`http://localhost:${PORTS.portal}/import-map.json`)
  ).json()) as ImportMap;
  // Every entry outside the micro-frontends' folders (shared-utils, root-config, React, …) is today's.
  for (const [name, url] of Object.entries(compat.imports)) {
    if (FOLDERS.some((folder) => url.startsWith(`/${folder}/`))) continue;
    expect(url, `${name} is today's build`).toBe(today.imports[name]);
  }

  const fixture = path.join(testInfo.project.testDir, '../fixtures/published');
  for (const folder of FOLDERS) {
    const { name, url } = manifest[folder];
    const served = compat.imports[name];
    expect(served, `${name} is served from ${folder}`).toMatch(new RegExp(`^/${folder}/`));
    const body = await (await request.get(served)).text();
    const file = fs.readFileSync(path.join(fixture, folder, path.posix.basename(url)), 'utf8');
    expect(body === file, `${name} serves the fixture of ${described(folder)}`).toBe(true);
  }

  await page.goto('/betting');
  await expectMounted(page, '@portal/betting-host#app', 'Betting');
  const resolved = await page.evaluate((names) => {
    const { System } = window as unknown as { System: { resolve(id: string): string } };
    return names.map((name) => new URL(System.resolve(name)).pathname);
  }, Object.keys(compat.imports));
  expect(resolved, 'the page resolves every module through the served map').toEqual(
    Object.values(compat.imports),
  );
});

// The compat portal serves the previous published build of every micro-frontend (the fixture in
// e2e/fixtures/published, see its manifest.json) with today's root-config and shared-utils. Every
// compat test fails when a page error, a console error or a slot's load error shows up, and names
// the micro-frontend it came from.
import { expect, test as base, type Page } from '@playwright/test';
import manifest from '../../fixtures/published/manifest.json';
import { slot, SLOT_ERROR_TEXT } from '../support/slots';

export { manifest };
export type Folder = keyof typeof manifest;
export const FOLDERS = Object.keys(manifest) as Folder[];

/** "mf-auth (previous build /mf-auth/8a7269d7036b/, captured 2026-11-24 at 2f2a6cb)". */
export function described(folder: Folder): string {
  const { url, capturedAt, commit } = manifest[folder];
  const published = url.slice(0, url.lastIndexOf('/') + 1);
  return `${folder} (previous build ${published}, captured ${capturedAt.slice(0, 10)} at ${commit.slice(0, 7)})`;
}

/** The micro-frontends a text names by their path (/mf-auth/…) or import-map name (@portal/auth). */
function blamed(text: string): string {
  const folders = FOLDERS.filter(
    (folder) => text.includes(`/${folder}/`) || text.includes(`${manifest[folder].name}#`),
  );
  return folders.length ? folders.map(described).join(', ') : 'no previous build named';
}

/** The slots (single-spa applications) that show the load error instead of their micro-frontend. */
async function failedSlots(page: Page): Promise<string[]> {
  const slots = page
    .locator('[id^="single-spa-application:"]')
    .filter({ hasText: SLOT_ERROR_TEXT });
  return (await slots.evaluateAll((elements) => elements.map((element) => element.id))).map(
    (id) => `${id.replace('single-spa-application:', '')} shows '${SLOT_ERROR_TEXT}'`,
  );
}

/** The application's slot shows `text`, not the load error; a failure names the micro-frontend. */
export async function expectMounted(page: Page, app: string, text: string | RegExp) {
  const folder = FOLDERS.find((candidate) => app.startsWith(`${manifest[candidate].name}#`));
  const who = folder ? described(folder) : app;
  await expect(slot(page, app), `${who}: ${app} shows ${text}`).toContainText(text);
  await expect(slot(page, app), `${who}: ${app} loads`).not.toContainText(SLOT_ERROR_TEXT);
}

export const test = base.extend<{ problems: void }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.stack ?? error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        problems.push(`console error: ${message.text()} (at ${message.location().url})`);
      });
      await use();
      if (!page.isClosed()) problems.push(...(await failedSlots(page)));
      const report = problems.map((problem) => `- ${blamed(problem)}: ${problem}`);
      expect(report, "previous builds failing with today's shared-utils").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

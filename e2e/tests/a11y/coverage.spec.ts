// The sweep's lists cover the code: every route of the served layout template, of the route tables
// in the micro-frontends and demo client apps, and every modal of the registry. A route or modal
// added without a place in the sweep fails here.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SWEPT_MODALS } from './sweptModals';
import { SWEPT_PAGES, US_PAGES } from './sweptPages';
import { SWEPT_STATES } from './sweptStates';
import { SWEPT_US_STATES } from './sweptUsStates';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * Every react-router or client-app route table (a source file named *Routes.tsx), with the paths its
 * routes are relative to (the client apps' shared table serves both apps).
 */
const ROUTE_TABLES: Record<string, string[]> = {
  'mf-account-profile/src/routes/accountProfileRoutes.tsx': ['/account'],
  'mf-payments/src/routes/paymentsRoutes.tsx': ['/account'],
  'mf-payments/src/withdraw/withdrawRoutes.tsx': ['/account/withdraw'],
  'mf-responsible-gambling/src/routes/responsibleGamblingRoutes.tsx': ['/account'],
  'demo-client-apps/src/betting/bettingRoutes.tsx': ['/betting'],
  'demo-client-apps/src/fantasy/fantasyRoutes.tsx': ['/fantasy'],
  'demo-client-apps/src/shared/clientAppRoutes.tsx': ['/betting', '/fantasy'],
};

const PACKAGES_WITH_ROUTES = /^(mf-[a-z-]+|demo-client-apps)$/;

function routeTableFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeTableFiles(full);
    return /Routes\.tsx$/.test(entry.name) ? [path.relative(ROOT, full)] : [];
  });
}

/**
 * The pages a route table declares below `base`: its `path: '…'` entries, its index route and a
 * not-found it falls back to (`<NotFound />`). A catch-all rendering nothing (another application's
 * page) is not a page.
 */
function declaredRoutes(source: string, base: string): string[] {
  const paths = [...source.matchAll(/path: '([^']+)'(, element: null)?/g)]
    .filter(([, , rendersNothing]) => !rendersNothing)
    .map(([, route]) => `${base}/${route}`);
  if (/index: true/.test(source)) paths.push(base);
  if (/<NotFound \/>/.test(source)) paths.push(`${base}/*`);
  return paths;
}

/** The full paths of the served page's single-spa-layout template; `*` for a default route. */
function layoutRoutes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const template = document.querySelector<HTMLTemplateElement>('template#single-spa-layout');
    const found: string[] = [];
    const walk = (element: Element | DocumentFragment, base: string) => {
      for (const child of Array.from(element.children)) {
        if (child.tagName !== 'ROUTE') {
          walk(child, base);
          continue;
        }
        const own = child.hasAttribute('default') ? '*' : child.getAttribute('path');
        const full = `${base}/${own}`.replace(/\/+/g, '/');
        found.push(full);
        walk(child, full);
      }
    };
    walk(template!.content, '');
    return found;
  });
}

const sweptRoutes = new Set(
  [...SWEPT_PAGES, ...US_PAGES, ...SWEPT_STATES, ...SWEPT_US_STATES].map((each) => each.route),
);

test('every route of the layout template is in the sweep', async ({ page }) => {
  await page.goto('/betting');
  const routes = await layoutRoutes(page);
  expect(routes).toContain('/account/profile');
  expect(routes.filter((route) => !sweptRoutes.has(route))).toEqual([]);
});

test("every route of the micro-frontends' and client apps' route tables is in the sweep", () => {
  const tables = fs
    .readdirSync(ROOT)
    .filter((name) => PACKAGES_WITH_ROUTES.test(name))
    .flatMap((name) => routeTableFiles(path.join(ROOT, name, 'src')));
  expect(tables.sort()).toEqual(Object.keys(ROUTE_TABLES).sort());
  const declared = tables.flatMap((file) => {
    const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
    return ROUTE_TABLES[file].flatMap((base) => declaredRoutes(source, base));
  });
  expect(declared).toContain('/account/withdraw/request/:paymentMethodName');
  expect(declared.filter((route) => !sweptRoutes.has(route))).toEqual([]);
});

test('every page of the standard deposit modal is in the sweep', () => {
  const source = fs.readFileSync(
    path.join(ROOT, 'mf-payments/src/deposit/navigation/depositPages.ts'),
    'utf8',
  );
  const union = source.slice(source.indexOf('export type DepositPage ='));
  const pages = [...union.matchAll(/\{ name: '(\w+)'/g)].map(([, name]) => name);
  expect(pages).toContain('home');
  const swept = new Set(SWEPT_STATES.map((state) => state.depositPage));
  expect(pages.filter((name) => !swept.has(name))).toEqual([]);
});

test('every modal an owner declares is in the sweep', async ({ page }) => {
  await page.goto('/betting');
  const declared = await page.evaluate(async () => {
    const system = (window as unknown as { System: { import(id: string): Promise<unknown> } })
      .System;
    const { MODAL_OWNERS } = (await system.import('@portal/shared-utils')) as {
      MODAL_OWNERS: { module: string }[];
    };
    const owners = await Promise.all(
      MODAL_OWNERS.map(({ module }) => system.import(module) as Promise<{ modals: object }>),
    );
    return owners.flatMap(({ modals }) => Object.keys(modals));
  });
  expect(declared).toContain('login');
  const swept = new Set(SWEPT_MODALS.map((modal) => modal.name));
  expect([...declared, 'whatsnew'].filter((name) => !swept.has(name))).toEqual([]);
});

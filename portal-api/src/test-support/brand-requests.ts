import { DATA_DIR } from '@portal/brands';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestContext } from './test-app';
import { DEMO_PASSWORD } from '../seed/demo-players';

export const PORTAL = 'localhost:9000';
export const BRAND_B = 'brand-b.localhost:9000';

/** A request to the test app from the page of the brand at `product` (its X-Product). */
export function onBrand(
  t: TestContext,
  product: string,
  request: { method?: 'GET' | 'POST'; url: string; payload?: object; token?: string },
) {
  return t.app.inject({
    method: request.method ?? 'GET',
    url: request.url,
    payload: request.payload,
    headers: {
      'x-product': product,
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
    },
  });
}

/** POST /auth on the brand at `product`. */
export function loginOn(t: TestContext, product: string, email: string, password = DEMO_PASSWORD) {
  return onBrand(t, product, {
    method: 'POST',
    url: '/auth',
    payload: { email, password, recaptcha_token: 'test', platform: 'web' },
  });
}

/** The token of a login on the brand at `product` (throws when refused). */
export async function tokenOn(t: TestContext, product: string, email: string): Promise<string> {
  const response = await loginOn(t, product, email);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

/**
 * A copy of the demo brands in a temporary folder (as PORTAL_BRANDS_DIR names one) with
 * `change` applied to brand-b's brand.json; removed with `remove()`.
 */
export function brandsDirWith(change: (brandB: Record<string, unknown>) => void) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-api-brands-'));
  cpSync(DATA_DIR, dir, { recursive: true });
  const file = path.join(dir, 'brand-b', 'brand.json');
  const brandB = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(brandB);
  writeFileSync(file, JSON.stringify(brandB));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

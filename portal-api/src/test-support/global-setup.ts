import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TEMPLATE_ENV, writeTemplate } from './test-database';

/** Jest global setup: builds the template database once; every test app starts from a copy. */
export default async function globalSetup(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-api-test-'));
  const file = path.join(dir, 'template.tar');
  await writeTemplate(file);
  process.env[TEMPLATE_ENV] = file;
}

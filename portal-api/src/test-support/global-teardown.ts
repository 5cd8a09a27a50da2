import { rm } from 'node:fs/promises';
import path from 'node:path';
import { TEMPLATE_ENV } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[TEMPLATE_ENV];
  if (file) await rm(path.dirname(file), { recursive: true, force: true });
}

import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AvatarVariant } from './avatar-images';
import type { ImageFormat } from './image-header';

/** What the resize worker is given. */
export interface ResizeJob {
  bytes: Uint8Array;
  format: ImageFormat;
}

type Variants = Record<AvatarVariant, Buffer>;

/**
 * The compiled worker next to this file, or (tsx, Jest) its TypeScript source run through tsx.
 */
const extension = path.extname(__filename);
const WORKER_FILE = path.join(__dirname, `avatar-resize-worker${extension}`);
const WORKER_EXEC_ARGV = extension === '.ts' ? ['--require', 'tsx/cjs'] : [];

/** At most this many images are decoded at once: each holds its full-size pixels in memory. */
const MAX_RUNNING = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

function runWorker(job: ResizeJob): Promise<Variants> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, { workerData: job, execArgv: WORKER_EXEC_ARGV });
    let answered = false;
    worker.once('message', (variants: Record<AvatarVariant, Uint8Array>) => {
      answered = true;
      resolve({ large: Buffer.from(variants.large), small: Buffer.from(variants.small) });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`avatar resize worker ended with code ${code}`));
    });
  });
}

/**
 * makeAvatarVariants on a worker thread, so that decoding a large image never stalls the
 * requests the main thread serves. Rejects when the image cannot be read.
 */
export async function makeAvatarVariantsOffThread(
  bytes: Buffer,
  format: ImageFormat,
): Promise<Variants> {
  const release = await slot();
  try {
    return await runWorker({ bytes, format });
  } finally {
    release();
  }
}

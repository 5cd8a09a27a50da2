import { parentPort, workerData } from 'node:worker_threads';
import { makeAvatarVariants } from './avatar-images';
import type { ResizeJob } from './avatar-resize';

/** Worker thread entry: decodes and resizes one upload, posts the variants back and ends. */
const { bytes, format } = workerData as ResizeJob;
parentPort?.postMessage(makeAvatarVariants(Buffer.from(bytes), format));

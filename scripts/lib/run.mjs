import { spawn } from 'node:child_process';
import { ROOT } from './workspace.mjs';

/**
 * Runs a command showing its output; resolves on exit 0, rejects otherwise. With `onOutput`, the
 * whole output (stdout and stderr) is also handed over once the command ends.
 */
export function run(command, args, { onOutput, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const stdio = onOutput ? ['inherit', 'pipe', 'pipe'] : 'inherit';
    const child = spawn(command, args, { cwd: ROOT, stdio, ...options });
    const chunks = [];
    if (onOutput) {
      child.stdout.on('data', (chunk) => chunks.push(chunk) && process.stdout.write(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk) && process.stderr.write(chunk));
    }
    child.on('error', reject);
    child.on('close', (code, signal) => {
      onOutput?.(Buffer.concat(chunks).toString('utf8'));
      return code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}

/** Runs tasks with at most `limit` at a time; rejects with the first failure after all settle. */
export async function runLimited(tasks, limit) {
  const queue = [...tasks];
  const failures = [];
  const worker = async () => {
    while (queue.length) {
      const task = queue.shift();
      await task().catch((error) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, limit) }, worker));
  if (failures.length) throw failures[0];
}

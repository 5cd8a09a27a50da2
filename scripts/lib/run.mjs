import { spawn } from 'node:child_process';
import { ROOT } from './workspace.mjs';

/** Runs a command with inherited output; resolves on exit 0, rejects otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`)),
    );
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

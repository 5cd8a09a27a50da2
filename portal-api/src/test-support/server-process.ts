import { spawn } from 'node:child_process';
import { createServer, connect } from 'node:net';
import path from 'node:path';
import { packageRoot } from '../package-root';

export interface ServerProcess {
  port: number;
  /** What it wrote to stdout and stderr so far. */
  output(): string;
  /** False once it exited. */
  running(): boolean;
  /** SIGKILL, as a crash or an out-of-memory kill ends it; waits for it to exit. */
  crash(): Promise<void>;
  /** SIGTERM, and waits for it to exit. */
  stop(): Promise<void>;
}

/** A loopback port free at the moment (the system picks it). */
export function freePort(): Promise<number> {
  const server = createServer();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const START_TIMEOUT_MS = 60_000;

/**
 * Runs `src/{entry}` (tsx) in a process of its own with `env` added, and resolves once it accepts
 * connections on `port`; rejects with its output when it exits or takes too long first. With
 * `echo`, its output also goes to this process's, each line after the label.
 */
export async function startServerProcess(
  entry: string,
  port: number,
  env: Record<string, string>,
  echo?: string,
): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--disable-warning=ExperimentalWarning', path.join('src', entry)],
    { cwd: packageRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (echo) process.stdout.write(chunk.toString().replace(/^(?=.)/gm, `${echo} `));
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const killNow = () => child.kill('SIGKILL');
  process.once('exit', killNow);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    process.off('exit', killNow);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${entry} did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const running = () => child.exitCode === null && child.signalCode === null;
  const crash = async () => {
    process.off('exit', killNow);
    if (running()) child.kill('SIGKILL');
    await exited;
  };
  return { port, output: () => output, running, crash, stop };
}

// The production topology (topology/src/start.mjs) in a process of its own: Playwright's loader
// cannot load the topology's modules into a test, so the test forks it and calls it over IPC
// (topology/src/test-calls.mjs).
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const START = path.resolve(__dirname, '../../../topology/src/start.mjs');

export interface TopologyUrls {
  portal: string;
  api: string;
  /** The live import map as the deployer writes it, served by nginx. */
  importMap: string;
}

/** A message the API's e-mail or SMS sandbox would have sent. */
export interface SandboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  code?: string;
  link?: string;
}

export interface TopologyProcess {
  urls: TopologyUrls;
  /** The environment variables the release CLI (release/src/cli.mjs) needs to release into it. */
  releaseEnv: Record<string, string>;
  /** Kills API instance `i` (0 or 1) as a crash would; resolves once it is dead. */
  stopApiInstance(i: 0 | 1): Promise<void>;
  /** What the sandboxes would have sent to `to` (an e-mail address or +61… number), newest first. */
  sandboxMessages(to: string): Promise<SandboxMessage[]>;
  /** Everything the API instances have logged so far, one JSON object a line. */
  apiLogs(): Promise<string>;
  /** Stops every part (SIGTERM) and waits for the topology to exit. */
  stop(): Promise<void>;
}

interface Answer {
  id: number;
  result?: unknown;
  error?: string;
}

function firstMessage<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) =>
      reject(new Error(`the topology exited (${code}) first`));
    child.once('exit', exited);
    child.once('message', (message) => {
      child.off('exit', exited);
      resolve(message as T);
    });
  });
}

/** Calls of the topology over IPC, each answered by its id. */
function caller(child: ChildProcess) {
  let lastId = 0;
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  child.on('message', (message: Answer) => {
    const call = waiting.get(message.id);
    if (!call) return;
    waiting.delete(message.id);
    if (message.error) call.reject(new Error(message.error));
    else call.resolve(message.result);
  });
  child.once('exit', (code) => {
    for (const call of waiting.values()) call.reject(new Error(`the topology exited (${code})`));
  });
  return <T>(call: string, ...args: unknown[]): Promise<T> =>
    new Promise((resolve, reject) => {
      lastId += 1;
      waiting.set(lastId, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ id: lastId, call, args });
    });
}

export async function startTopologyProcess(): Promise<TopologyProcess> {
  const child = fork(START, [], { env: { ...process.env, TOPOLOGY_QUIET: '1' }, stdio: 'inherit' });
  const { urls, releaseEnv } =
    await firstMessage<Pick<TopologyProcess, 'urls' | 'releaseEnv'>>(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const call = caller(child);
  return {
    urls,
    releaseEnv,
    stopApiInstance: (i) => call('stopApiInstance', i),
    sandboxMessages: (to) => call('sandboxMessages', to),
    apiLogs: () => call('apiLogs'),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

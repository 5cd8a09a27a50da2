// The production topology (topology/src/start.mjs) in a process of its own: Playwright's loader
// cannot load the topology's modules into a test, so the test forks it and talks to it over IPC.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const START = path.resolve(__dirname, '../../../topology/src/start.mjs');

export interface TopologyUrls {
  portal: string;
  api: string;
}

export interface TopologyProcess {
  urls: TopologyUrls;
  /** Kills API instance `i` (0 or 1) as a crash would; resolves once it is dead. */
  stopApiInstance(i: 0 | 1): Promise<void>;
  /** Stops every part (SIGTERM) and waits for the topology to exit. */
  stop(): Promise<void>;
}

function nextMessage<T>(child: ChildProcess): Promise<T> {
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

export async function startTopologyProcess(): Promise<TopologyProcess> {
  const child = fork(START, [], { env: { ...process.env, TOPOLOGY_QUIET: '1' }, stdio: 'inherit' });
  const { urls } = await nextMessage<{ urls: TopologyUrls }>(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    urls,
    stopApiInstance: async (i) => {
      const stopped = nextMessage(child);
      child.send({ stopApiInstance: i });
      await stopped;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// A team's release into the topology, as its CI job runs it: the release CLI (release/README.md)
// with the topology's store, its public origin and its deployer.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TopologyProcess } from './topologyProcess';

const ROOT = path.resolve(__dirname, '../../..');
const CLI = path.join(ROOT, 'release', 'src', 'cli.mjs');

/**
 * Runs `node release/src/cli.mjs <args>` against the topology; returns what it printed. A refused
 * release fails with its output.
 */
export async function releaseCli(topology: TopologyProcess, args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...topology.releaseEnv, RELEASE_BY: 'topology-test' },
  });
  return stdout;
}

/** The URL the CLI's output says `specifier` now points at ("production: @portal/auth → <url>"). */
export function pointedAt(output: string, specifier: string): string {
  const line = output.split('\n').find((each) => each.includes(`: ${specifier} → `));
  if (!line) throw new Error(`the release moved no ${specifier}:\n${output}`);
  return line.split(' → ')[1];
}

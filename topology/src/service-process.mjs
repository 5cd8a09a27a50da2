// One service of the topology as a child process: started with its own environment, ready once it
// accepts connections on its port, its output kept (and echoed with a label when asked).
import { spawn } from 'node:child_process';
import { connect } from 'node:net';

const START_TIMEOUT_MS = 60_000;

function accepts(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Runs `command` with `args` and `env` (the whole environment it gets), and resolves once it accepts
 * connections on `port`; rejects with its output when it exits or takes too long first.
 * Returns `{ name, port, output(), running(), crash(), stop() }`: crash is SIGKILL, stop SIGTERM.
 */
export async function startServiceProcess({
  name,
  command,
  args,
  env,
  port,
  cwd = undefined,
  echo = false,
}) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    if (echo) process.stdout.write(String(chunk).replace(/^(?=.)/gm, `${name.padEnd(10)} | `));
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const killNow = () => child.kill('SIGKILL');
  process.once('exit', killNow);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  const end = async (signal) => {
    process.off('exit', killNow);
    if (running()) child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await accepts(port))) {
    if (!running() || Date.now() > deadline) {
      await end('SIGKILL');
      throw new Error(`${name} did not start on port ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    name,
    port,
    output: () => output,
    running,
    crash: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}

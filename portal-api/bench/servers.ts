import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface Server {
  url: string;
  stop(): Promise<void>;
}

/** Starts a bench/*.ts server in a child process (tsx) and waits for the port it reports. */
export function startServer(file: string, env: Record<string, string> = {}): Promise<Server> {
  const child: ChildProcess = fork(path.join(__dirname, file), {
    execArgv: ['--import', 'tsx', '--disable-warning=ExperimentalWarning'],
    env: { ...process.env, ...env },
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  process.once('exit', () => child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) =>
      resolve({ url: `http://127.0.0.1:${message.port}`, stop }),
    );
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code} before listening`)));
  });
}

import net from 'node:net';

/** Resolves once something accepts TCP connections on the port, or rejects after the timeout. */
export function waitForPort(port, { host = '127.0.0.1', timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`Nothing listens on ${host}:${port}`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

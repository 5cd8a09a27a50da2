// A test that forks the topology (child_process.fork) drives it over IPC: it first gets
// `{ urls, releaseEnv }`, then sends `{ id, call, args }` and gets `{ id, result }` or `{ id, error }`.
// Only these calls of the topology are answered.
const CALLS = new Set(['stopApiInstance', 'sandboxMessages', 'apiLogs']);

/** Answers the forking test's calls on `topology` (startTopology()'s result). */
export function answerTestCalls(topology) {
  process.on('message', async ({ id, call, args = [] }) => {
    try {
      if (!CALLS.has(call)) throw new Error(`The topology answers no call ${call}.`);
      process.send({ id, result: await topology[call](...args) });
    } catch (error) {
      process.send({ id, error: error.message });
    }
  });
  process.send({ urls: topology.urls, releaseEnv: topology.releaseEnv });
}

// The API figures come from portal-api's own load test (npm run bench -w portal-api), which starts
// the API on loopback ports of its own and measures each scenario once; this reads the table it
// prints into the bench's rows.
import { run } from '../../scripts/lib/run.mjs';

const USERS_CURRENT = 'GET /users/current';
const AUTH = 'POST /auth';
export const API_FIGURES = [
  `${USERS_CURRENT}, every embed (16 connections)`,
  `${AUTH} (argon2 bound)`,
];
const HELLO = /hello/i;
/** A row of its table: scenario, requests, errors, req/s, p50 ms, p99 ms. */
const TABLE_ROW = /^(\S.*?)\s+(\d+)\s+(\d+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*$/;

/** Runs portal-api's bench; returns its scenarios by name. */
async function apiScenarios() {
  let output = '';
  await run('npm', ['run', 'bench', '--silent', '-w', 'portal-api'], {
    onOutput: (text) => (output = text),
  });
  const scenarios = new Map();
  for (const line of output.split('\n')) {
    const match = line.match(TABLE_ROW);
    if (!match) continue;
    const [, name, requests, errors, perSecond, , p99] = match;
    scenarios.set(name, {
      requests: Number(requests),
      errors: Number(errors),
      perSecond: Number(perSecond),
      p99Ms: Number(p99),
    });
  }
  return scenarios;
}

const describe = (scenario) =>
  scenario
    ? `${scenario.perSecond.toFixed(0)} req/s, p99 ${scenario.p99Ms.toFixed(0)} ms` +
      (scenario.errors ? `, ${scenario.errors} errors` : '')
    : 'not measured';

export async function apiRows() {
  const scenarios = await apiScenarios();
  const hello = [...scenarios].find(([name]) => HELLO.test(name))?.[1];
  const users = scenarios.get(USERS_CURRENT);
  const auth = scenarios.get(AUTH);
  return [
    {
      figure: API_FIGURES[0],
      portal: describe(users),
      baseline: hello ? `hello-world: ${describe(hello)}` : 'no hello-world printed',
      target: '≥ 2000 req/s, p99 ≤ 25 ms',
      met: Boolean(users && !users.errors && users.perSecond >= 2000 && users.p99Ms <= 25),
    },
    {
      figure: API_FIGURES[1],
      portal: describe(auth),
      baseline: hello ? `hello-world: ${describe(hello)}` : 'no hello-world printed',
      target: 'report',
      met: null,
    },
  ];
}

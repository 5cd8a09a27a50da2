// The browser tests' Playwright projects, by the paths of their specs. Each project runs against a
// portal of its own (playwright.config.ts starts one per project), and scripts/e2e.mjs starts only
// the portals of the specs it is given.

/**
 * The tests that need a portal of their own: other runtime config (US region, inactivity), or data
 * changes that would disturb every other test (a new terms version). The US portal runs the US
 * sign-up (auth/us), the US deposit and withdraw flows (deposit/us, withdraw/us) and the location
 * check against its location simulator (location/) and sweeps the US screens for accessibility
 * (a11y/us). compat: the previous published micro-frontends against today's shared-utils
 * (e2e/fixtures/published). outage: the API and the realtime server going down and coming back, one
 * outage at a time. Every other spec is the `portal` project's.
 */
export const OWN_PORTAL_TESTS = {
  us: /((a11y|auth|deposit|withdraw|responsible-gambling)\/us|location)\/.*\.spec\.ts$/,
  inactivity: /auth\/inactivity\/.*\.spec\.ts$/,
  terms: /auth\/terms-version\/.*\.spec\.ts$/,
  'short-token': /auth\/short-token\/.*\.spec\.ts$/,
  compat: /compat\/.*\.spec\.ts$/,
  outage: /failure-isolation\/outages\.spec\.ts$/,
};

export const PROJECTS = ['portal', ...Object.keys(OWN_PORTAL_TESTS)];

/** The project a spec file belongs to. */
export function projectOf(spec) {
  return PROJECTS.find((name) => OWN_PORTAL_TESTS[name]?.test(spec)) ?? 'portal';
}

/**
 * The portals a project's tests reach: its own; the compat tests also compare the compat portal's
 * import map with the main portal's.
 */
export function portalsOf(project) {
  return project === 'compat' ? ['compat', 'portal'] : [project];
}

/** The projects a run keeps: those E2E_PROJECTS names (comma-separated), every one when unset. */
export function selectedProjects(value = process.env.E2E_PROJECTS) {
  return value ? PROJECTS.filter((name) => value.split(',').includes(name)) : PROJECTS;
}

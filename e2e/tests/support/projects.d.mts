// The types of projects.mjs, which scripts/e2e.mjs imports without a TypeScript step.
export type Project =
  'portal' | 'us' | 'inactivity' | 'terms' | 'short-token' | 'compat' | 'outage';
export const OWN_PORTAL_TESTS: Record<Exclude<Project, 'portal'>, RegExp>;
export const PROJECTS: Project[];
export function projectOf(spec: string): Project;
export function portalsOf(project: Project): Project[];
export function selectedProjects(value?: string): Project[];

/** The oldest local-service version this client works with; older ones answer 615. */
export const MINIMUM_SERVICE_VERSION = '1.2.0';

function parts(version: string): number[] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? match.slice(1).map(Number) : null;
}

/** Whether a local service of this version (major.minor.patch) is supported. */
export function isSupportedServiceVersion(version: unknown): boolean {
  const actual = typeof version === 'string' ? parts(version) : null;
  const minimum = parts(MINIMUM_SERVICE_VERSION)!;
  if (!actual || actual[0] !== minimum[0]) return false;
  for (let i = 1; i < 3; i += 1) {
    if (actual[i] !== minimum[i]) return actual[i] > minimum[i];
  }
  return true;
}

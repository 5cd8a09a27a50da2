/**
 * Instants inside json built by SQL travel as epoch milliseconds (json has no timestamp type, and
 * PGlite and pg would print the text differently); `isoFromEpochMs` gives the API's ISO form.
 */
export function epochMs(column: string): string {
  return `floor(extract(epoch FROM ${column}) * 1000)::bigint`;
}

export function isoFromEpochMs(ms: number): string;
export function isoFromEpochMs(ms: number | null): string | null;
export function isoFromEpochMs(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

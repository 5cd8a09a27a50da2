import type { DeepPartial } from './PortalConfig';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of base with overrides applied: objects merge key by key, arrays and values replace. */
export function deepMerge<T>(base: T, overrides: NoInfer<DeepPartial<T>> | undefined): T {
  if (!isPlainObject(base) || !isPlainObject(overrides)) {
    return (overrides === undefined ? base : overrides) as T;
  }
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value !== undefined) merged[key] = deepMerge(base[key], value as DeepPartial<unknown>);
  }
  return merged as T;
}

import type { queryOptions as tanstackQueryOptions } from '@tanstack/react-query';

/**
 * TanStack Query's own `queryOptions` for the kernel's endpoints: at run time it returns its
 * argument, typed so the key carries the data it caches. Written out here only so the kernel's main
 * module does not load the library; micro-frontends import `queryOptions` from
 * '@tanstack/react-query' (docs/data-layer.md).
 */
export const queryOptions = ((options: unknown) => options) as typeof tanstackQueryOptions;

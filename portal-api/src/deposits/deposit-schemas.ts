/**
 * Schema parts of the routes not yet in @portal/contract (withdrawals, sandboxes); money carries the
 * `cents` keyword, not a type.
 */
export const amountSchema = { title: 'Amount', cents: true } as const;

export const idSchema = (title: string) =>
  ({
    type: 'integer',
    safeInteger: true,
    title,
    minimum: 1,
    maximum: 9_007_199_254_740_991,
  }) as const;

/** Schema parts the withdrawal calls share; money carries the `cents` keyword, not a type. */
export const amountSchema = { title: 'Amount', cents: true } as const;

export const idSchema = (title: string) =>
  ({ type: 'integer', title, minimum: 1, maximum: 9_007_199_254_740_991 }) as const;

export const idParamsSchema = { type: 'object', properties: { id: idSchema('Id') } } as const;

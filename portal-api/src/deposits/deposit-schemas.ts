/** Schema parts the deposit calls share; money carries the `cents` keyword, not a type. */
export const amountSchema = { title: 'Amount', cents: true } as const;

/**
 * A deposit's promotion: an object, or null for none. The first part sees the value before Ajv's
 * type coercion, which would read false, "" and 0 as null: those are refused, not taken as none.
 */
export const promotionSchema = {
  allOf: [
    { title: 'Promotion', not: { enum: [false, '', 0] } },
    {
      type: ['object', 'null'],
      title: 'Promotion',
      properties: {
        id: {
          type: 'integer',
          safeInteger: true,
          title: 'Promotion id',
          minimum: 1,
          maximum: 2_147_483_647,
        },
        client_id: { type: 'integer', title: 'Client id', enum: [1, 2] },
      },
      required: ['id', 'client_id'],
    },
  ],
} as const;

export const idSchema = (title: string) =>
  ({
    type: 'integer',
    safeInteger: true,
    title,
    minimum: 1,
    maximum: 9_007_199_254_740_991,
  }) as const;

export const referenceSchema = {
  type: 'string',
  title: 'Reference number',
  minLength: 1,
  maxLength: 100,
} as const;

export interface PromotionInput {
  id: number;
  client_id: number;
}

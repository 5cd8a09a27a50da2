import { Type } from 'typebox';
import { MAX_SAFE_ID } from '../common/keywords.js';

/** A deposit's promotion as the client picks it. */
export interface PromotionInput {
  id: number;
  client_id: number;
}

/**
 * A deposit's promotion: an object, or null for none. The first part sees the value before Ajv's
 * type coercion, which would read false, "" and 0 as null: those are refused, not taken as none.
 */
export const PromotionField = Type.Unsafe<PromotionInput | null>({
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
});

/** A saved card to pay with, or null for a new card. */
export const CardIdField = Type.Unsafe<number | null>({
  type: ['integer', 'null'],
  safeInteger: true,
  title: 'Card id',
  minimum: 1,
  maximum: MAX_SAFE_ID,
});

/** A payment's reference at the provider. */
export const ReferenceField = Type.String({
  title: 'Reference number',
  minLength: 1,
  maxLength: 100,
});

/** What the provider's page adds to a card payment. */
export const ExtraField = Type.Unsafe<Record<string, unknown>>({
  type: 'object',
  title: 'Extra',
  maxProperties: 50,
});

/** The location client's packet (US players move money only from inside their state). */
export const GeoPacketField = Type.String({ title: 'Geo packet', maxLength: 4000 });

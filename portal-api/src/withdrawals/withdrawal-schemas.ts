import { idSchema } from '../deposits/deposit-schemas';

export { amountSchema, idSchema } from '../deposits/deposit-schemas';

export const idParamsSchema = { type: 'object', properties: { id: idSchema('Id') } } as const;

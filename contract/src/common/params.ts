import { Type, type Static } from 'typebox';
import { Id } from './keywords.js';

/** A path's `:id`. */
export const IdParams = Type.Object({ id: Id('Id') });
export type IdParams = Static<typeof IdParams>;

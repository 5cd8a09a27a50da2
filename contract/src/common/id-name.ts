import { Type, type Static } from 'typebox';

/** An id with its display name (a status, a limit type, a duration). */
export const IdName = Type.Object({ id: Type.Integer(), name: Type.String() });
export type IdName = Static<typeof IdName>;

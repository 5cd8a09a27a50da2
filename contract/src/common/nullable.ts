import { Type, type TSchema } from 'typebox';

/** A value or null on the wire. */
export const Nullable = <T extends TSchema>(type: T) => Type.Union([type, Type.Null()]);

import { Type, type TSchema } from 'typebox';
import { ErrorResponse } from './errors.js';

/** A route's responses: its success payload under `status`, every 4xx the common error shape. */
export const replies = <T extends TSchema>(ok: T) => ({ 200: ok, '4xx': ErrorResponse }) as const;

/** The responses of a route that creates something (201). */
export const created = <T extends TSchema>(ok: T) => ({ 201: ok, '4xx': ErrorResponse }) as const;

/** The responses of a route that answers 204 with no body. */
export const noContent = { 204: Type.Null(), '4xx': ErrorResponse } as const;

/** A text response of another content type than JSON (a CSV file, a page): declared, not serialised. */
export const media = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: Type.String() } },
});

/** A binary response (a picture): declared, not serialised. */
export const binaryMedia = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' }) } },
});

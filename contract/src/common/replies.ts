import type { TSchema } from 'typebox';
import { ErrorResponse } from './errors.js';

/** A route's responses: its success payload under `status`, every 4xx the common error shape. */
export const replies = <T extends TSchema>(ok: T) => ({ 200: ok, '4xx': ErrorResponse }) as const;

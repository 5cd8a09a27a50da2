import type { FastifyInstance } from 'fastify';
import { isRecord } from '../is-record';
import { messages } from '@portal/contract';
import { HttpError, type FieldErrors } from './http-error';
import { humanize } from './validation-errors';

/** Paths of the strings holding a NUL character, which PostgreSQL text cannot store. */
function nulCharacterPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path] : [];
  if (Array.isArray(value))
    return value.flatMap((item, i) => nulCharacterPaths(item, [...path, String(i)]));
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([key, item]) => nulCharacterPaths(item, [...path, key]));
  }
  return [];
}

function rejectNulCharacters(...inputs: unknown[]): void {
  const errors: FieldErrors = {};
  for (const path of inputs.flatMap((input) => nulCharacterPaths(input))) {
    const label = humanize(path[path.length - 1] ?? 'value');
    errors[path.join('.') || 'error'] = [messages.fieldNulCharacter(label)];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, errors);
}

/**
 * Before validation: a request without a body is validated as `{}` (so each missing field gets
 * its message), and strings with NUL characters (in the body, the query or the path) are refused
 * with a 422.
 */
export function guardRequestInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
    rejectNulCharacters(request.body, request.query, request.params);
  });
}

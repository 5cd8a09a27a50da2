import type { FastifyServerOptions } from 'fastify';
import { readCents } from './money';

type AjvPlugins = NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>;
type AjvPlugin = Extract<AjvPlugins[number], (...args: never[]) => unknown>;

/**
 * The API's own schema keywords, where Ajv's type coercion is too lenient:
 * - `cents: true`: the value must be money as readCents takes it (a JSON integer of cents or a
 *   string of its digits). Coercion would read "0x10" as 16 and "1e400" as Infinity, so money
 *   fields carry this keyword instead of a type.
 * - `safeInteger: true`: an integer a JavaScript number holds exactly. Ajv 8 takes "Infinity" and
 *   "1e400" (a path id, or 1e400 in JSON) as an integer and lets them past `maximum`, so every id
 *   carries this keyword too.
 */
export const addSchemaKeywords: AjvPlugin = (ajv) => {
  ajv.addKeyword({
    keyword: 'cents',
    schemaType: 'boolean',
    errors: false,
    validate: (enabled: boolean, value: unknown) => !enabled || 'cents' in readCents(value),
  });
  ajv.addKeyword({
    keyword: 'safeInteger',
    schemaType: 'boolean',
    errors: false,
    // Only numbers are checked: `type` decides what else (null, say) the value may be.
    validate: (enabled: boolean, value: unknown) =>
      !enabled || typeof value !== 'number' || Number.isSafeInteger(value),
  });
  return ajv;
};

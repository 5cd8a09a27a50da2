import type { FastifyServerOptions } from 'fastify';
import { readCents } from './money';

type AjvPlugins = NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>;
type AjvPlugin = Extract<AjvPlugins[number], (...args: never[]) => unknown>;

/**
 * The schema keyword `cents: true`: the value must be money as readCents takes it (a JSON
 * integer of cents or a strict decimal string). Ajv's type coercion would read "0x10" as 16 and
 * "1e400" as Infinity, so money fields carry this keyword instead of a type.
 */
export const addCentsKeyword: AjvPlugin = (ajv) =>
  ajv.addKeyword({
    keyword: 'cents',
    schemaType: 'boolean',
    errors: false,
    validate: (enabled: boolean, value: unknown) => !enabled || 'cents' in readCents(value),
  });

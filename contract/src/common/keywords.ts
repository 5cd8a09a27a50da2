import { Type } from 'typebox';

/**
 * The API's own schema keywords (portal-api/src/validation/schema-keywords.ts gives them to Ajv):
 * - `cents: true`: money as a JSON integer of cents or a string of its digits, with no `type`, so
 *   Ajv's coercion never reads "0x10" or "1e400" as a number;
 * - `safeInteger: true`: an integer a JavaScript number holds exactly (every id carries it).
 * `title` names the field in the validation messages.
 */
export const Cents = (title: string) => Type.Unsafe<number | string>({ title, cents: true });

/** The largest integer a JavaScript number holds exactly. */
export const MAX_SAFE_ID = 9_007_199_254_740_991;

/** A positive id, as a path, query or body field. */
export const Id = (title: string, maximum: number = MAX_SAFE_ID) =>
  Type.Integer({ safeInteger: true, title, minimum: 1, maximum });

/** A non-empty string of at most `maxLength` characters. */
export const Text = (title: string, maxLength: number) =>
  Type.String({ title, minLength: 1, maxLength });

/** One of `values`, each a string (the field's type is checked first, then the list). */
export const StringEnum = <const Values extends readonly string[]>(values: Values, title: string) =>
  Type.Unsafe<Values[number]>({ type: 'string', title, enum: values });

/** One of `values`, each an integer. */
export const IntegerEnum = <const Values extends readonly number[]>(
  values: Values,
  title: string,
) => Type.Unsafe<Values[number]>({ type: 'integer', title, enum: values });

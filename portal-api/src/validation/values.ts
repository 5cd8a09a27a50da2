import { messages } from '@portal/contract';
import type { ErrorCollector } from './error-collector';

export type Body = Record<string, unknown>;

export interface TextRule {
  label: string;
  /** Message when absent or blank; the field is optional without it. */
  required?: string;
  max?: number;
  /** The characters allowed, with the message when others appear. */
  pattern?: [RegExp, string];
  /** Keep surrounding spaces (passwords). */
  raw?: boolean;
}

/**
 * A text field: trimmed, '' when absent or null. A non-string (a number for a phone excepted) or a
 * rule broken adds the field's message; the result is then undefined.
 */
export function readText(
  body: Body,
  field: string,
  errors: ErrorCollector,
  { label, required, max = 255, pattern, raw = false }: TextRule,
): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) {
    if (required) errors.add(field, required);
    return required ? undefined : '';
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    errors.add(field, messages.fieldType(label, 'text'));
    return undefined;
  }
  const text = raw ? String(value) : String(value).trim();
  if (text === '') {
    if (required) errors.add(field, required);
    return required ? undefined : '';
  }
  if (text.length > max) {
    errors.add(field, messages.signup.tooLong(label, max));
    return undefined;
  }
  if (pattern && !pattern[0].test(text)) {
    errors.add(field, pattern[1]);
    return undefined;
  }
  return text;
}

const TRUE_VALUES = new Set<unknown>([true, 1, 'true', '1', 'yes', 'on']);
const FALSE_VALUES = new Set<unknown>([false, 0, 'false', '0', 'no', 'off']);

/** A yes/no field as forms send it; undefined when absent, 'invalid' when neither. */
export function parseFlag(value: unknown): boolean | undefined | 'invalid' {
  if (value === undefined || value === null || value === '') return undefined;
  if (TRUE_VALUES.has(value)) return true;
  if (FALSE_VALUES.has(value)) return false;
  return 'invalid';
}

/** An optional flag: false when absent; a wrong value adds the field's message. */
export function readFlag(body: Body, field: string, label: string, errors: ErrorCollector) {
  const flag = parseFlag(body[field]);
  if (flag === 'invalid') {
    errors.add(field, messages.signup.flagInvalid(label));
    return undefined;
  }
  return flag;
}

/** A number sent as a number or a numeric string; undefined otherwise. */
export function parseNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(value)) return Number(value);
  return undefined;
}

/** The address a browser's email field accepts, with a dot in the domain. */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** Letters, marks, spaces, dots, apostrophes and hyphens: a name as an ID document shows it. */
export const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
/** Street, city and state text: letters, digits and the punctuation addresses use. */
export const ADDRESS_TEXT = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .,'’/#-]*$/u;

export function notAllowedCharacters(label: string): string {
  return `${label} contains characters that are not allowed`;
}

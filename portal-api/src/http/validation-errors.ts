import type { FastifySchemaValidationError } from 'fastify';
import { messages } from '@portal/contract';
import { HttpError, type FieldErrors } from './http-error';

interface PropertySchema {
  title?: string;
  properties?: Record<string, PropertySchema>;
}

/** Ajv's error with `verbose: true`, which adds the schema holding the failed keyword. */
type VerboseValidationError = FastifySchemaValidationError & { parentSchema?: PropertySchema };

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

function fieldPath(error: VerboseValidationError): string[] {
  const path = error.instancePath.split('/').filter(Boolean);
  return error.keyword === 'required' ? [...path, String(error.params.missingProperty)] : path;
}

/** 'channel_name' → 'Channel name'. */
export function humanize(name: string): string {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function labelOf(error: VerboseValidationError, path: string[]): string {
  const name = path[path.length - 1] ?? 'value';
  const schema =
    error.keyword === 'required' ? error.parentSchema?.properties?.[name] : error.parentSchema;
  return schema?.title ?? humanize(name);
}

function messageOf(error: VerboseValidationError, label: string, isBody: boolean): string {
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return messages.fieldRequired(label);
    case 'type':
      return isBody
        ? messages.bodyNotObject
        : messages.fieldType(label, TYPE_NAMES[String(params.type)] ?? String(params.type));
    case 'minLength':
      return params.limit === 1
        ? messages.fieldRequired(label)
        : messages.fieldTooShort(label, Number(params.limit));
    case 'maxLength':
      return messages.fieldTooLong(label, Number(params.limit));
    case 'minimum':
    case 'exclusiveMinimum':
      return messages.fieldTooSmall(label, Number(params.limit));
    case 'maximum':
    case 'exclusiveMaximum':
      return messages.fieldTooLarge(label, Number(params.limit));
    case 'enum':
      return messages.fieldOneOf(label, (params.allowedValues as unknown[]).join(', '));
    case 'cents':
      return messages.moneyInvalid(label);
    case 'safeInteger':
      return messages.fieldType(label, TYPE_NAMES.integer);
    case 'format':
      return params.format === 'email' ? messages.invalidEmail : messages.fieldInvalid(label);
    default:
      return messages.fieldInvalid(label);
  }
}

/** Turns schema validation failures into the field-to-messages map, labelled by `title`. */
export function validationErrorMap(errors: FastifySchemaValidationError[]): FieldErrors {
  const map: FieldErrors = {};
  for (const error of errors as VerboseValidationError[]) {
    const path = fieldPath(error);
    const field = path.length > 0 ? path.join('.') : 'error';
    const message = messageOf(error, labelOf(error, path), path.length === 0);
    const list = (map[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return map;
}

/** Fastify's schemaErrorFormatter: every validation failure is a 422 with the field map. */
export function formatSchemaErrors(errors: FastifySchemaValidationError[]): HttpError {
  return new HttpError(422, validationErrorMap(errors));
}

import { ValidationError, type AnySchema } from 'yup';

/** Field path to message, nested like the values (`{deposit_limit: {limit: '...'}}`). */
export type FormErrors = { [field: string]: string | FormErrors };

function setPath(errors: FormErrors, path: string, message: string): void {
  const keys = path.split('.');
  let target = errors;
  keys.slice(0, -1).forEach((key) => {
    const next = target[key];
    if (typeof next !== 'object') target[key] = {};
    target = target[key] as FormErrors;
  });
  const last = keys[keys.length - 1];
  if (target[last] === undefined) target[last] = message;
}

/**
 * Validates values against a yup schema and returns the first message of each failing field, nested
 * like the values, or {} when they are valid: the shape a react-final-form `validate` returns.
 */
export function validateSchema(schema: AnySchema, values: unknown, context?: object): FormErrors {
  try {
    schema.validateSync(values, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FormErrors = {};
    const failures = error.inner.length > 0 ? error.inner : [error];
    failures.forEach((failure) => {
      if (failure.path) setPath(errors, failure.path, failure.message);
    });
    return errors;
  }
}

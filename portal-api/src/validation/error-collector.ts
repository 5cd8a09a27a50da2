import { HttpError, type FieldErrors } from '../http/http-error';

/** Gathers every field's messages, so that one answer names all the problems (spec 1 §8). */
export class ErrorCollector {
  readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    const list = (this.errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  get isEmpty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** A 422 with the field map when anything was added. */
  throwIfAny(): void {
    if (!this.isEmpty) throw new HttpError(422, this.errors);
  }
}

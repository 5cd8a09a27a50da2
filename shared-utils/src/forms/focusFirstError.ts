import { getIn } from 'final-form';

type Errors = Record<string, unknown> | undefined;

/** Focuses the first shown control, in page order, whose field has an error. */
export function focusFirstError(form: HTMLFormElement | null, errors: Errors): void {
  if (!form || !errors) return;
  const controls = Array.from(
    form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]'),
  );
  controls
    .find((control) => !control.closest('[hidden]') && getIn(errors, control.name) !== undefined)
    ?.focus();
}

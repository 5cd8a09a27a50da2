import { useId } from 'react';

interface FieldIdsInput {
  id?: string;
  error?: string;
  hint?: unknown;
  describedBy?: string;
}

export type FieldIds = ReturnType<typeof useFieldIds>;

/** Ids that tie a control to its label, hint and error, and the aria attributes that follow. */
export function useFieldIds({ id, error, hint, describedBy }: FieldIdsInput) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const ariaDescribedBy = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    hintId,
    errorId,
    ariaProps: { 'aria-describedby': ariaDescribedBy, 'aria-invalid': error ? true : undefined },
  };
}

import type { FieldMetaState } from 'react-final-form';

/**
 * The message to show under a field: its validation error once the player has typed in it, left it
 * or tried to submit (the form validates on every change), else the server's error until the field
 * changes. The field's own error comes first: final-form counts a submit its validation stopped as
 * the last submit, so a server error would otherwise come back for a value it never saw.
 */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  const shown = meta.modified || meta.touched || meta.submitFailed;
  if (shown && typeof meta.error === 'string') return meta.error;
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  return undefined;
}

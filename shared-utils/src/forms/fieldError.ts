import type { FieldMetaState } from 'react-final-form';

/**
 * The message to show under a field: its validation error once the player has typed in it, left it
 * or tried to submit (the form validates on every change), or the server's error until it changes.
 */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  const shown = meta.modified || meta.touched || meta.submitFailed;
  return shown && typeof meta.error === 'string' ? meta.error : undefined;
}

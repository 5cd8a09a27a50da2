import { TextField } from '@portal/shared-utils';

/** A profile detail the player sees but cannot change here. */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return <TextField label={label} value={value} readOnly />;
}

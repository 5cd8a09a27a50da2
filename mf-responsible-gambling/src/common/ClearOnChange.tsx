import { FormSpy } from 'react-final-form';

/** Inside a form: calls `clear` whenever the player changes a value (errors reset, spec 2 §5). */
export function ClearOnChange({ clear }: { clear: () => void }) {
  return <FormSpy subscription={{ values: true }} onChange={clear} />;
}

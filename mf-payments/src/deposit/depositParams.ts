import { registrationCancelled } from '../registration/registrationReturn';

/** What the deposit modal was opened with: params defaultAmount and warningMessage, state from. */
export interface DepositEntry {
  defaultAmount?: string;
  warningMessage?: string;
  fromRegistration: boolean;
  /** The US provider's registration page was cancelled: it sends the player back to the modal. */
  registrationCancelled: boolean;
}

function stateField(state: unknown, key: string): unknown {
  return typeof state === 'object' && state !== null
    ? (state as Record<string, unknown>)[key]
    : undefined;
}

/** Reads the deposit route's params and location state (spec 2 §2), from either. */
export function depositEntry(params: Record<string, string>, state: unknown): DepositEntry {
  const pick = (key: string) => {
    const value = params[key] ?? stateField(state, key);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  };
  return {
    defaultAmount: pick('defaultAmount'),
    warningMessage: pick('warningMessage'),
    fromRegistration: pick('from') === 'registration',
    registrationCancelled: registrationCancelled({ get: (name) => pick(name) ?? null }),
  };
}

import { messages } from '../../messages';
import { WITHDRAW_METHOD, type WithdrawalMethod } from './usWithdrawApi';

/** The method names of the US withdraw routes (/request/{paymentMethodName}). */
const SLUGS: Record<number, string> = {
  [WITHDRAW_METHOD.achCheck]: 'ach-check',
  [WITHDRAW_METHOD.skrill]: 'skrill',
  [WITHDRAW_METHOD.sightline]: 'play-plus',
};

/** The route name of a method id ('skrill'). */
export function methodSlug(id: number): string {
  return SLUGS[id] ?? String(id);
}

/** The method id of a route name, or null for a name no method has. */
export function methodIdOf(slug: string | undefined): number | null {
  const entry = Object.entries(SLUGS).find(([, name]) => name === slug);
  return entry ? Number(entry[0]) : null;
}

/** The name a player sees for a method (Sightline shows as Play+). */
export function methodName(id: number): string {
  return messages.withdraw.us.methods[id] ?? String(id);
}

/** Whether the player has registered with the method. */
export function isRegistered(method: WithdrawalMethod): boolean {
  return method.user_paysafe_registration !== null;
}

/** Whether a registration can be started from here. */
export function isRegistrable(method: WithdrawalMethod): boolean {
  return Boolean(Number(method.withdrawal_request_type.is_registrable));
}

/**
 * The account a withdrawal goes to (spec 2 §5): the chosen bank account for ACH-CHECK, the saved
 * registration otherwise; null when there is none (nothing is sent then).
 */
export function destinationId(
  methodId: number,
  method: WithdrawalMethod,
  chosenAccount: string,
): string | number | null {
  if (methodId === WITHDRAW_METHOD.achCheck) return chosenAccount || null;
  return method.user_paysafe_registration?.id ?? null;
}

/** The path of a step of the US withdraw flow, under the account basename. */
export function usWithdrawPath(step?: 'enrollment' | 'request' | 'success', methodId?: number) {
  return step && methodId !== undefined ? `/withdraw/${step}/${methodSlug(methodId)}` : '/withdraw';
}

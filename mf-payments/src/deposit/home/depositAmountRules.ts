import { formatMoney, toCents } from '@portal/shared-utils';
import { messages } from '../../messages';
import { dollarsError } from '@portal/shared-utils/forms';
import type { DepositMeta, MethodKind } from '../methods/depositMethods';

const text = messages.deposit.home;

/** The cash code maximum the player may ask for: $8000 (spec 2 §5, §9). */
export const CASH_MAX_CENTS = 800000;

export interface AmountBounds {
  min: number;
  max: number;
}

/** The bounds in cents for a method: a cash code's own, else the deposit's (spec 2 §5). */
export function amountBounds(meta: DepositMeta, kind: MethodKind | null): AmountBounds {
  if (kind === 'cash') {
    return {
      min: meta.min_blueshyft_deposit,
      max: Math.min(meta.max_blueshyft_deposit, CASH_MAX_CENTS),
    };
  }
  return { min: meta.min_deposit, max: meta.max_deposit };
}

/** Whether a method takes an amount on Home: PayID needs none (the player transfers any amount). */
export function takesAmount(kind: MethodKind | null): boolean {
  return kind !== 'payid';
}

/** Why a cash code cannot be generated for this amount text, or null (spec 2 §5 Cash code). */
export function cashAmountError(amount: string): string | null {
  const typed = dollarsError(amount);
  if (typed) return typed;
  const cents = toCents(amount);
  if (cents % 100 !== 0) return text.cashWholeDollars;
  if (cents > CASH_MAX_CENTS) return text.cashMaximum;
  return null;
}

/** Generate is disabled when the amount is zero, not a number, above the maximum or fractional. */
export function canGenerateCashCode(amount: string): boolean {
  return amount.trim() !== '' && toCents(amount) > 0 && cashAmountError(amount) === null;
}

/** The message for a deposit amount, or null when it may be deposited with this method. */
export function depositAmountError(
  amount: string,
  kind: MethodKind | null,
  meta: DepositMeta,
): string | null {
  if (!takesAmount(kind)) return null;
  const { min, max } = amountBounds(meta, kind);
  if (amount.trim() === '') return text.minimumNote(formatMoney(min));
  const typed = dollarsError(amount);
  if (typed) return typed;
  const cents = toCents(amount);
  if (kind === 'cash') {
    const cashError = cashAmountError(amount);
    if (cashError) return cashError;
  }
  if (cents < min) return text.atLeast(formatMoney(min));
  if (cents > max) return text.atMost(formatMoney(max));
  return null;
}

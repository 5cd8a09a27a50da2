import type { Outlet } from '@portal/contract';
/** The provider's record of a cash code. */
export interface CashCodeRecord {
  reference: string;
  code: string;
  amount: number;
  status: 'open' | 'redeemed' | 'cancelled' | 'returned';
}

export type CashCodeCreation =
  { ok: true; code: string; qrCodeUrl: string } | { ok: false; message: string };

export type OutletLookup =
  { ok: true; locations: Outlet[] } | { ok: false; errorKey: string; errorDetail: string };

/** The cash-in-store provider (blueshyft): codes paid at an outlet counter, and its outlets. */
export interface CashCodeProvider {
  createCode(request: {
    userId: number;
    reference: string;
    amount: number;
    expiresAt: Date;
  }): Promise<CashCodeCreation>;
  /** The provider's record by the merchant reference, null when it has none. */
  code(reference: string): Promise<CashCodeRecord | null>;
  /** False when the code can no longer be cancelled (paid or cancelled already). */
  cancel(reference: string): Promise<boolean>;
  /** The cash paid for a redeemed code goes back to the payer; a repeat returns nothing more. */
  returnCash(reference: string): Promise<void>;
  outlets(): Promise<OutletLookup>;
}

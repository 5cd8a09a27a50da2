/** How a payment ended: the success screen with the amount, or the failure screen with a reason. */
export type DepositResult = { ok: true; amount: number } | { ok: false; reason: string };

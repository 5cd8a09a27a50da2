const PLAIN_AMOUNT = /^(\d+\.?\d*|\.\d+)$/;

/** '10.5' -> '10.50'; anything that is not a plain amount stays as typed (the schema refuses it). */
export function roundDollars(value: string | undefined): string {
  const amount = value ?? '';
  return PLAIN_AMOUNT.test(amount.trim()) ? Number(amount).toFixed(2) : amount;
}

/** The brand's BPAY biller code. */
export const BPAY_BILLER_CODE = '254474';

function luhnCheckDigit(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    const doubled = index % 2 === 0 ? Number(char) * 2 : Number(char);
    sum += doubled > 9 ? doubled - 9 : doubled;
  });
  return (10 - (sum % 10)) % 10;
}

/** The player's BPAY customer reference: the id padded to 9 digits plus a Luhn check digit. */
export function bpayReference(userId: number): string {
  const base = String(userId).padStart(9, '0');
  return `${base}${luhnCheckDigit(base)}`;
}

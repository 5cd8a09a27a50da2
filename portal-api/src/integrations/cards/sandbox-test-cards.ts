/** What a sandbox test card does (docs/deposits-api.md lists them). */
export type TestCardBehaviour =
  | { kind: 'approve' }
  | { kind: 'decline'; message: string }
  | { kind: 'challenge'; afterPass: 'approve' | 'decline' };

export const DECLINED = 'Declined';
export const CHALLENGE_FAILED = '3-D Secure authentication failed';

const TEST_CARDS: Record<string, TestCardBehaviour> = {
  '4005550000000001': { kind: 'approve' },
  '5123456789012346': { kind: 'approve' },
  '4005550000000019': { kind: 'decline', message: DECLINED },
  '4005550000000027': { kind: 'decline', message: 'Insufficient funds' },
  '4000000000003220': { kind: 'challenge', afterPass: 'approve' },
  '4000000000003238': { kind: 'challenge', afterPass: 'decline' },
};

/** Any other valid card number is approved without a challenge. */
export function testCardBehaviour(cardNumber: string): TestCardBehaviour {
  return TEST_CARDS[cardNumber] ?? { kind: 'approve' };
}

/** True when the digits pass the Luhn check. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    const value = index % 2 === 1 ? Number(char) * 2 : Number(char);
    sum += value > 9 ? value - 9 : value;
  });
  return sum % 10 === 0;
}

export function cardLabel(cardNumber: string): string {
  return `${cardNumber.slice(0, 6)}${'*'.repeat(cardNumber.length - 10)}${cardNumber.slice(-4)}`;
}

import type { CardFunding } from '@portal/contract';

/** What a sandbox test card does (docs/deposits-api.md lists them). */
export type TestCardBehaviour =
  | { kind: 'approve' }
  | { kind: 'decline'; message: string }
  | { kind: 'challenge'; afterPass: 'approve' | 'decline' };

export const DECLINED = 'Declined';
export const CHALLENGE_FAILED = '3-D Secure authentication failed';

const APPROVE: TestCardBehaviour = { kind: 'approve' };

interface TestCard {
  behaviour: TestCardBehaviour;
  funding: CardFunding;
}

const TEST_CARDS: Record<string, TestCard> = {
  '4005550000000001': { behaviour: APPROVE, funding: 'debit' },
  '4005550000000035': { behaviour: APPROVE, funding: 'credit' },
  '4005550000000043': { behaviour: APPROVE, funding: 'prepaid' },
  '5123456789012346': { behaviour: APPROVE, funding: 'debit' },
  '5123456789012403': { behaviour: APPROVE, funding: 'credit' },
  '5123456789012502': { behaviour: APPROVE, funding: 'prepaid' },
  '4005550000000019': { behaviour: { kind: 'decline', message: DECLINED }, funding: 'debit' },
  '4005550000000027': {
    behaviour: { kind: 'decline', message: 'Insufficient funds' },
    funding: 'debit',
  },
  '4000000000003220': { behaviour: { kind: 'challenge', afterPass: 'approve' }, funding: 'debit' },
  '4000000000003238': { behaviour: { kind: 'challenge', afterPass: 'decline' }, funding: 'debit' },
};

/** Any other valid card number is approved without a challenge. */
export function testCardBehaviour(cardNumber: string): TestCardBehaviour {
  return TEST_CARDS[cardNumber]?.behaviour ?? APPROVE;
}

/** What the card draws on, as the provider's card lookup answers; any other number is a debit card. */
export function testCardFunding(cardNumber: string): CardFunding {
  return TEST_CARDS[cardNumber]?.funding ?? 'debit';
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

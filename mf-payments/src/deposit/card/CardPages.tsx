import { messages } from '../../messages';
import type { DepositMeta } from '../methods/depositMethods';
import { DepositPageFrame } from '../navigation/DepositPageFrame';
import type { CardChoice } from '../navigation/depositPages';
import { CardAmountStep } from './CardAmountStep';
import type { DepositResult } from './depositResult';

const text = messages.deposit.card;

export interface CardPageProps {
  choice: CardChoice;
  meta: DepositMeta;
  onBack: () => void;
  onResult: (result: DepositResult) => void;
}

/** NewCard: Deposit with Credit Card, through the provider's card form (spec 2 §2). */
export function NewCardPage({ onBack, ...payment }: CardPageProps) {
  return (
    <DepositPageFrame heading={text.newHeading} onBack={onBack}>
      <CardAmountStep {...payment} />
    </DepositPageFrame>
  );
}

/** Card: a deposit with a saved card, with 3-D Secure when the card asks for it. */
export function CardPage({ onBack, ...payment }: CardPageProps) {
  return (
    <DepositPageFrame heading={text.savedHeading} onBack={onBack}>
      <CardAmountStep {...payment} />
    </DepositPageFrame>
  );
}

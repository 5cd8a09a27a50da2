import { messages } from '../../messages';
import { DepositPageFrame } from '../navigation/DepositPageFrame';
import type { PaymentDraft } from '../navigation/depositPages';
import { CardPayment } from './CardPayment';
import type { DepositResult } from './depositResult';

const text = messages.deposit.card;

export interface CardPageProps {
  draft: PaymentDraft;
  onBack: () => void;
  onResult: (result: DepositResult) => void;
}

/** NewCard: Deposit with Credit Card, through the provider's card form (spec 2 §2). */
export function NewCardPage({ draft, onBack, onResult }: CardPageProps) {
  return (
    <DepositPageFrame heading={text.newHeading} onBack={onBack}>
      <CardPayment draft={draft} onResult={onResult} />
    </DepositPageFrame>
  );
}

/** Card: a deposit with a saved card, with 3-D Secure when the card asks for it. */
export function CardPage({ draft, onBack, onResult }: CardPageProps) {
  return (
    <DepositPageFrame heading={text.savedHeading} onBack={onBack}>
      <CardPayment draft={draft} onResult={onResult} />
    </DepositPageFrame>
  );
}

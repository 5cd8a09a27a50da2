import type { CardFunding, UsDepositCreated } from '@portal/contract';
import { US_DEPOSIT_METHOD } from '@portal/contract/deposits/us-deposit-methods';
import { apiPost } from '@portal/shared-utils';

/** The US payment checkout widget (spec 2 §7, §9: USD, locale en_US): hands back a payment token. */
export interface PaymentWidget {
  /**
   * Draws the checkout for the request's method into `element`; resolves with the payment token
   * the player approved.
   */
  checkout: (element: HTMLElement, request: UsDepositCreated, methodId: number) => Promise<string>;
}

export const WIDGET_OPTIONS = { currency: 'USD', locale: 'en_US', payoutMaximum: 100000 } as const;

const TEST_CARDS: Record<CardFunding, string> = {
  debit: 'Debit card',
  credit: 'Credit card',
  prepaid: 'Prepaid card',
};

/** The card method's choice of test card, by funding type (debit first). */
function testCardChoice(): { field: HTMLLabelElement; funding: () => CardFunding } {
  const field = document.createElement('label');
  const select = document.createElement('select');
  select.append(...Object.entries(TEST_CARDS).map(([funding, name]) => new Option(name, funding)));
  field.append('Test card', select);
  return { field, funding: () => select.value as CardFunding };
}

/**
 * The reference API's sandbox checkout (docs/deposits-api.md, US sandbox): Approve or Decline,
 * paying by card with a test card of the chosen funding type, answered by
 * POST /sandbox/paysafe/requests/{id}/checkout with the token the widget would return.
 */
export const sandboxPaymentWidget: PaymentWidget = {
  checkout(element, request, methodId) {
    return new Promise((resolve, reject) => {
      const note = document.createElement('p');
      note.textContent = `Sandbox checkout (${WIDGET_OPTIONS.currency})`;
      const card = methodId === US_DEPOSIT_METHOD.creditCard ? testCardChoice() : null;
      const buttons = (['approve', 'decline'] as const).map((outcome) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = outcome === 'approve' ? 'Approve payment' : 'Decline payment';
        button.addEventListener('click', () => {
          buttons.forEach((each) => (each.disabled = true));
          apiPost<{ data: { token: string } }>(
            `/sandbox/paysafe/requests/${request.data.id}/checkout`,
            { outcome, funding: card?.funding() },
          ).then((response) => resolve(response.data.data.token), reject);
        });
        return button;
      });
      element.replaceChildren(note, ...(card ? [card.field] : []), ...buttons);
    });
  },
};

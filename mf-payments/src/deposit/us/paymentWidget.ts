import type { UsDepositCreated } from '@portal/contract';
import { apiPost } from '@portal/shared-utils';

/** The US payment checkout widget (spec 2 §7, §9: USD, locale en_US): hands back a payment token. */
export interface PaymentWidget {
  /** Draws the checkout into `element`; resolves with the payment token the player approved. */
  checkout: (element: HTMLElement, request: UsDepositCreated) => Promise<string>;
}

export const WIDGET_OPTIONS = { currency: 'USD', locale: 'en_US', payoutMaximum: 100000 } as const;

/**
 * The reference API's sandbox checkout (docs/deposits-api.md, US sandbox): Approve or Decline,
 * answered by POST /sandbox/paysafe/requests/{id}/checkout with the token the widget would return.
 */
export const sandboxPaymentWidget: PaymentWidget = {
  checkout(element, request) {
    return new Promise((resolve, reject) => {
      const note = document.createElement('p');
      note.textContent = `Sandbox checkout (${WIDGET_OPTIONS.currency})`;
      const buttons = (['approve', 'decline'] as const).map((outcome) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = outcome === 'approve' ? 'Approve payment' : 'Decline payment';
        button.addEventListener('click', () => {
          buttons.forEach((each) => (each.disabled = true));
          apiPost<{ data: { token: string } }>(
            `/sandbox/paysafe/requests/${request.data.id}/checkout`,
            { outcome },
          ).then((response) => resolve(response.data.data.token), reject);
        });
        return button;
      });
      element.replaceChildren(note, ...buttons);
    });
  },
};

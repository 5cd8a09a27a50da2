import { apiPost } from '@portal/shared-utils';

/**
 * The sandbox bank's 3-D Secure page: Pass or Fail, answered to the sandbox provider. Resolves when
 * the player has chosen; the API reads the outcome when the client settles the payment.
 */
export function cardChallenge(element: HTMLElement, token: string): Promise<void> {
  return new Promise((resolve) => {
    const heading = document.createElement('p');
    heading.textContent = '3-D Secure: confirm this payment with your bank (sandbox).';
    heading.tabIndex = -1;
    const buttons = (['pass', 'fail'] as const).map((outcome) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = outcome === 'pass' ? 'Pass 3-D Secure' : 'Fail 3-D Secure';
      button.addEventListener('click', async () => {
        buttons.forEach((each) => (each.disabled = true));
        await apiPost(`/sandbox/fatzebra/payments/${token}/challenge`, { outcome }).catch(
          () => undefined,
        );
        resolve();
      });
      return button;
    });
    element.replaceChildren(heading, ...buttons);
    heading.focus();
  });
}

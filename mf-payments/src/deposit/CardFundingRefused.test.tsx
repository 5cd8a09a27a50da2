import { fakeResponse, queryWrapper } from '@portal/shared-utils/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, json, method, REFUSED_CARD_ENTRY, setUpDeposit } from '../test-utils/depositApi';
import { DepositModal } from './DepositModal';

const REASON = REFUSED_CARD_ENTRY.card.unusable_reason;
const NEW_CARD_SESSION = {
  reference_number: 'FZ-1',
  payment: 5000,
  currency: 'AUD',
  token: 'fzs_1',
  verification: 'v',
  cardToken: null,
};

function renderDeposit() {
  render(<DepositModal params={{}} state={null} close={jest.fn()} />, {
    wrapper: queryWrapper().wrapper,
  });
  return userEvent.setup();
}

it('shows a saved card the law refuses as unavailable with the reason, and never chooses it', async () => {
  setUpDeposit({}, {}, [REFUSED_CARD_ENTRY, method(14, 'PayID')]);
  const user = renderDeposit();
  const card = await screen.findByRole('radio', { name: 'Mastercard Card 512345******2403' });
  expect(card).toHaveAttribute('aria-disabled', 'true');
  expect(card).toHaveAccessibleDescription(REASON);
  expect(screen.getByText(REASON)).toBeVisible();
  // The first method the player can use is chosen, not the refused card.
  expect(screen.getByRole('radio', { name: 'PayID' })).toBeChecked();
  await user.click(card);
  expect(card).not.toBeChecked();
  expect(screen.getByRole('radio', { name: 'PayID' })).toBeChecked();
});

it("shows the API's refusal of a new credit card and keeps the form for another card", async () => {
  const fetchMock = setUpDeposit({
    'POST /deposit/fatzebra/create': json({ data: NEW_CARD_SESSION }),
    'POST /sandbox/fatzebra/payments/fzs_1/card': () =>
      fakeResponse({ status: 422, body: { errors: { error: [REASON] } } }),
  });
  const user = renderDeposit();
  await user.type(await screen.findByLabelText('Amount'), '50');
  await user.click(screen.getByRole('button', { name: 'Add a deposit method' }));
  const instant = await screen.findByRole('region', { name: 'Instant Deposit Options' });
  await user.click(within(instant).getByRole('button', { name: 'Credit Card' }));
  await user.type(await screen.findByLabelText('Card number'), '5123456789012403');
  await user.type(screen.getByLabelText('Name on card'), 'Dana Demo');
  await user.type(screen.getByLabelText('Expiry month (MM)'), '12');
  await user.type(screen.getByLabelText('Expiry year (YYYY)'), '2030');
  await user.type(screen.getByLabelText('CVV'), '123');
  await user.click(screen.getByRole('button', { name: 'Deposit' }));

  expect((await screen.findByText(REASON)).closest('[role="alert"]')).not.toBeNull();
  expect(screen.getByLabelText('Card number')).toHaveValue('5123456789012403');
  expect(screen.getByRole('button', { name: 'Deposit' })).toBeEnabled();
  expect(bodyOf(fetchMock, 'POST /deposit/fatzebra')).toBeUndefined();
});

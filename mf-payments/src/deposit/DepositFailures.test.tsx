import { queryWrapper, type FetchMock } from '@portal/shared-utils/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectNotices } from '../test-utils/accountApi';
import { CARD_ENTRY, json, META, method, setUpDeposit } from '../test-utils/depositApi';
import { DepositModal } from './DepositModal';

const notices = collectNotices();
const refusal = (message: string, status = 422) => json({ errors: { error: [message] } }, status);

function renderDeposit() {
  render(<DepositModal params={{}} state={null} close={jest.fn()} />, {
    wrapper: queryWrapper().wrapper,
  });
  return userEvent.setup();
}

it('says why the saved methods could not be loaded', async () => {
  setUpDeposit({ 'GET /users/deposit_request_types': refusal('Deposits are paused', 503) });
  renderDeposit();
  expect(await screen.findByText('Deposits are paused')).toBeInTheDocument();
  expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
});

it('lists the methods the API answers once a saved method is removed', async () => {
  let removed = false;
  setUpDeposit({
    'GET /users/deposit_request_types': (init) =>
      json({
        data: removed ? [method(14, 'PayID')] : [CARD_ENTRY, method(14, 'PayID')],
        meta: META,
      })(init),
    'DELETE /users/card/7': (init) => {
      removed = true;
      return json({ status: 'success' })(init);
    },
  });
  const user = renderDeposit();
  await user.click(await screen.findByRole('button', { name: 'Remove Card 400555******0001' }));
  await waitFor(() => expect(screen.queryByText('Card 400555******0001')).not.toBeInTheDocument());
  expect(screen.getByRole('radio', { name: 'PayID' })).toBeInTheDocument();
});

it('says in a notice why a saved method was not removed, and keeps it', async () => {
  setUpDeposit({ 'DELETE /users/card/7': refusal('This card has a payment in progress') });
  const user = renderDeposit();
  await user.click(await screen.findByRole('button', { name: 'Remove Card 400555******0001' }));
  await waitFor(() =>
    expect(notices).toContainEqual(
      expect.objectContaining({
        type: 'danger',
        title: 'Error',
        message: 'This card has a payment in progress',
      }),
    ),
  );
  expect(screen.getByText('Card 400555******0001')).toBeInTheDocument();
});

it('keeps the code just generated when the open codes cannot be loaded, and says why', async () => {
  const code = { id: 9, code: '1234567890123456', amount: 5000, qrCodeURL: '/x.svg' };
  setUpDeposit(
    {
      'POST /deposit/blueshyft/code': json({ data: code }),
      'GET /deposit/blueshyft/pending_code': refusal('Codes are unavailable', 503),
    },
    {},
    [method(5, 'Cash In-store')],
  );
  const user = renderDeposit();
  await user.type(await screen.findByLabelText('Amount'), '50');
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  await waitFor(() =>
    expect(notices).toContainEqual(
      expect.objectContaining({ type: 'danger', title: 'Error', message: 'Codes are unavailable' }),
    ),
  );
  expect(
    screen.getByRole('img', { name: 'QR code for cash code 1234567890123456' }),
  ).toBeInTheDocument();
});

it('says why a card payment could not be opened', async () => {
  const fetchMock: FetchMock = setUpDeposit({
    'POST /deposit/fatzebra/create': refusal('You have reached your deposit limit'),
  });
  const user = renderDeposit();
  await user.type(await screen.findByLabelText('Amount'), '50');
  await user.click(screen.getByRole('button', { name: 'Deposit' }));
  expect(await screen.findByText('You have reached your deposit limit')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Deposit' })).toBeDisabled();
  expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/deposit/fatzebra'))).toBe(false);
});

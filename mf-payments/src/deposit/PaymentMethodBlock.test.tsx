import { formatDateTime } from '@portal/shared-utils';
import { fakeResponse, queryWrapper } from '@portal/shared-utils/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, CARD_ENTRY, META, method, setUpDeposit } from '../test-utils/depositApi';
import { DepositModal } from './DepositModal';

const CARD_NAME = 'Card 400555******0001';
const UNBLOCKS_AT = '2030-05-02T09:30:00.000Z';

function renderDeposit() {
  render(<DepositModal params={{}} state={null} close={jest.fn()} />, {
    wrapper: queryWrapper().wrapper,
  });
  return userEvent.setup();
}

/** The deposit calls, with the methods list as the API keeps it: a block changes what is read. */
function setUpMethods(entries: Array<Record<string, unknown>>) {
  let listed = entries;
  const answer = () => fakeResponse({ body: { data: listed, meta: META } });
  const fetchMock = setUpDeposit(
    {
      'GET /users/deposit_request_types': answer,
      'POST /users/deposit_request_types/blocks': () => {
        listed = listed.map((entry) =>
          entry === listed[0] ? { ...entry, blocked: true, unblocks_at: null } : entry,
        );
        return answer();
      },
      'DELETE /users/deposit_request_types/blocks': () => {
        listed = listed.map((entry) =>
          entry.blocked ? { ...entry, unblocks_at: UNBLOCKS_AT } : entry,
        );
        return answer();
      },
    },
    {},
    entries,
  );
  return fetchMock;
}

it('shows a blocked method as blocked, never chooses it, and shows when an unblock takes effect', async () => {
  setUpMethods([
    { ...CARD_ENTRY, blocked: true },
    { ...method(14, 'PayID'), blocked: true, unblocks_at: UNBLOCKS_AT },
    method(5, 'Cash In-store'),
  ]);
  const user = renderDeposit();
  const card = await screen.findByRole('radio', { name: `Visa ${CARD_NAME}` });
  expect(card).toHaveAttribute('aria-disabled', 'true');
  expect(card).toHaveAccessibleDescription('Blocked: you cannot deposit with this method.');
  const payId = screen.getByRole('radio', { name: 'PayID' });
  expect(payId).toHaveAccessibleDescription(
    `Blocked. Usable again on ${formatDateTime(UNBLOCKS_AT)}`,
  );
  // The first method the player can use is chosen, and a blocked one cannot be.
  expect(screen.getByRole('radio', { name: 'Cash In-store' })).toBeChecked();
  await user.click(card);
  expect(card).not.toBeChecked();
  expect(screen.getByRole('button', { name: `Unblock ${CARD_NAME}` })).toHaveTextContent('Unblock');
  // A pending unblock can be cancelled by blocking again.
  expect(screen.getByRole('button', { name: 'Block PayID' })).toHaveTextContent('Block');
});

it('blocks a card after a confirmation that says the 24-hour wait, by keyboard', async () => {
  const fetchMock = setUpMethods([CARD_ENTRY, method(14, 'PayID')]);
  const user = renderDeposit();
  const blockButton = await screen.findByRole('button', { name: `Block ${CARD_NAME}` });
  blockButton.focus();
  await user.keyboard('{Enter}');

  const dialog = await screen.findByRole('dialog', { name: 'Block this payment method?' });
  expect(dialog).toHaveTextContent(
    `You will not be able to deposit with ${CARD_NAME} while it is blocked. If you unblock it later, you can use it again only 24 hours after you unblock it.`,
  );
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  await user.click(within(dialog).getByRole('button', { name: 'Block' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(bodyOf(fetchMock, 'POST /users/deposit_request_types/blocks')).toEqual({
    deposit_request_type_id: 1,
    card_id: 7,
  });
  const card = await screen.findByRole('radio', { name: `Visa ${CARD_NAME}` });
  await waitFor(() => expect(card).toHaveAttribute('aria-disabled', 'true'));
  const unblock = screen.getByRole('button', { name: `Unblock ${CARD_NAME}` });
  await waitFor(() => expect(unblock).toHaveFocus());
});

it('asks for an unblock after saying when the method can be used again, and shows that time', async () => {
  const fetchMock = setUpMethods([{ ...method(14, 'PayID'), blocked: true }, CARD_ENTRY]);
  const user = renderDeposit();
  await user.click(await screen.findByRole('button', { name: 'Unblock PayID' }));
  const dialog = await screen.findByRole('dialog', { name: 'Unblock this payment method?' });
  expect(dialog).toHaveTextContent(
    /Unblocking takes 24 hours: you can deposit with PayID again on .+\. Blocking it again before then cancels the unblock\./,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));

  expect(
    await screen.findByText(`Blocked. Usable again on ${formatDateTime(UNBLOCKS_AT)}`),
  ).toBeVisible();
  expect(bodyOf(fetchMock, 'DELETE /users/deposit_request_types/blocks')).toEqual({
    deposit_request_type_id: 14,
    card_id: null,
  });
  expect(screen.getByRole('radio', { name: 'PayID' })).toHaveAttribute('aria-disabled', 'true');
});

it('changes nothing when the confirmation is dismissed with Escape', async () => {
  const fetchMock = setUpMethods([CARD_ENTRY]);
  const user = renderDeposit();
  const blockButton = await screen.findByRole('button', { name: `Block ${CARD_NAME}` });
  await user.click(blockButton);
  await screen.findByRole('dialog');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(blockButton).toHaveFocus();
  expect(bodyOf(fetchMock, 'POST /users/deposit_request_types/blocks')).toBeUndefined();
});

it("shows the API's refusal of a blocked method when the deposit is made", async () => {
  const refusal =
    'You blocked this payment method. Unblock it in your deposit methods: you can use it again 24 hours after you unblock it.';
  const fetchMock = setUpDeposit(
    {
      'POST /deposit/fatzebra/create': () =>
        fakeResponse({ status: 422, body: { errors: { error: [refusal] } } }),
    },
    {},
    [CARD_ENTRY],
  );
  const user = renderDeposit();
  await user.type(await screen.findByLabelText('Amount'), '50');
  await user.click(screen.getByRole('button', { name: 'Deposit' }));
  expect((await screen.findByText(refusal)).closest('[role="alert"]')).not.toBeNull();
  expect(bodyOf(fetchMock, 'POST /deposit/fatzebra/create')).toMatchObject({ card_id: 7 });
});

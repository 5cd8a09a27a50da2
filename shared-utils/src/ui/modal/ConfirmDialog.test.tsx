import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

function renderDialog(onConfirm: () => Promise<void>) {
  const onCancel = jest.fn();
  render(
    <ConfirmDialog
      title="Cancel Withdrawal"
      confirmLabel="YES"
      cancelLabel="NO"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>Are you sure?</p>
    </ConfirmDialog>,
  );
  return { onCancel, user: userEvent.setup() };
}

it('asks its question in a dialog and answers Cancel, close and Escape with onCancel', async () => {
  const { onCancel, user } = renderDialog(jest.fn());
  expect(screen.getByRole('dialog', { name: 'Cancel Withdrawal' })).toHaveTextContent(
    'Are you sure?',
  );
  await user.click(screen.getByRole('button', { name: 'NO' }));
  await user.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledTimes(2);
});

it('shows the confirmed action running and cannot be cancelled until it settles', async () => {
  let settle = () => {};
  const { onCancel, user } = renderDialog(() => new Promise<void>((resolve) => (settle = resolve)));
  await user.click(screen.getByRole('button', { name: 'YES' }));
  expect(screen.getByRole('button', { name: 'NO' })).toBeDisabled();
  await user.keyboard('{Escape}');
  expect(onCancel).not.toHaveBeenCalled();
  settle();
  await waitFor(() => expect(screen.getByRole('button', { name: 'NO' })).toBeEnabled());
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlaceholderModalBody } from './PlaceholderModalBody';

it('says which issue brings the dialog and closes on Close', async () => {
  const onClose = jest.fn();
  render(<PlaceholderModalBody text="Sign-up arrives with the auth issue." onClose={onClose} />);

  expect(screen.getByText('Sign-up arrives with the auth issue.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('shows its children above the text', () => {
  render(
    <PlaceholderModalBody text="Deposits arrive with the payments issue." onClose={() => {}}>
      <p>Balance $300.00</p>
    </PlaceholderModalBody>,
  );

  expect(
    screen.getByText('Deposits arrive with the payments issue.').previousElementSibling,
  ).toHaveTextContent('Balance $300.00');
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

it('is a primary button of type button by default', async () => {
  const onClick = jest.fn();
  render(<Button onClick={onClick}>Deposit</Button>);

  const button = screen.getByRole('button', { name: 'Deposit' });
  expect(button).toHaveAttribute('type', 'button');
  expect(button).toHaveClass('primary');
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('has secondary and link variants', () => {
  render(
    <>
      <Button variant="secondary">Edit details</Button>
      <Button variant="link">Forgot Details</Button>
    </>,
  );
  expect(screen.getByRole('button', { name: 'Edit details' })).toHaveClass('secondary');
  expect(screen.getByRole('button', { name: 'Forgot Details' })).toHaveClass('link');
});

it('blocks clicks and shows a spinner while loading', async () => {
  const onClick = jest.fn();
  render(
    <Button type="submit" loading onClick={onClick}>
      Login
    </Button>,
  );

  const button = screen.getByRole('button', { name: /Login/ });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('type', 'submit');
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

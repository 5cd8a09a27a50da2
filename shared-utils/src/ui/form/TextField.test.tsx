import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { TextField } from './TextField';

it('labels the input and forwards the ref to it', () => {
  const ref = createRef<HTMLInputElement>();
  render(<TextField label="Email" name="email" ref={ref} />);

  const input = screen.getByRole('textbox', { name: 'Email' });
  expect(ref.current).toBe(input);
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).not.toHaveAttribute('aria-describedby');
});

it('links the error text by aria-describedby and marks the input invalid', () => {
  render(<TextField label="Email" error="Must be a valid email address" />);

  const input = screen.getByRole('textbox', { name: 'Email' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Must be a valid email address');
});

it('describes the input by its hint and its error together', () => {
  render(
    <TextField
      label="Password"
      hint="8 or more characters"
      error="Password is required"
      aria-describedby="extra"
    />,
  );
  const input = screen.getByLabelText('Password');
  const ids = input.getAttribute('aria-describedby')?.split(' ');
  expect(ids?.[0]).toBe('extra');
  expect(ids).toHaveLength(3);
  expect(document.getElementById(ids?.[1] ?? '')).toHaveTextContent('8 or more characters');
  expect(document.getElementById(ids?.[2] ?? '')).toHaveTextContent('Password is required');
});

it('passes input props through', async () => {
  const onChange = jest.fn();
  render(<TextField label="Username" onChange={onChange} />);
  await userEvent.type(screen.getByLabelText('Username'), 'ab');
  expect(onChange).toHaveBeenCalledTimes(2);
});

import { render, screen } from '@testing-library/react';
import { FormBanner } from './FormBanner';

it('shows a general error as an alert, and nothing without one', () => {
  const { rerender } = render(<FormBanner />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  rerender(<FormBanner message={'Email not found\nPlease try again'} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Email not found Please try again');
});

import { render, screen } from '@testing-library/react';
import { Money } from './Money';

it('shows cents as dollars', () => {
  render(<Money cents={125050} />);
  expect(screen.getByText('$1,250.50')).toBeInTheDocument();
});

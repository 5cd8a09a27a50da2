import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './VisuallyHidden';

it('keeps its text in the accessible name of what it sits in', () => {
  render(
    <button type="button">
      My Bets<VisuallyHidden> (3 active)</VisuallyHidden>
    </button>,
  );
  expect(screen.getByRole('button', { name: 'My Bets (3 active)' })).toBeInTheDocument();
});

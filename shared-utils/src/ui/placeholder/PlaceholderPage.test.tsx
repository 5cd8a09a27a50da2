import { render, screen } from '@testing-library/react';
import { PlaceholderPage } from './PlaceholderPage';

it('shows the title as the page heading and the note in its card', () => {
  render(<PlaceholderPage title="Limits" note="Limits arrive with their issue." />);

  expect(screen.getByRole('heading', { level: 1, name: 'Limits' })).toBeInTheDocument();
  expect(screen.getByText('Limits arrive with their issue.')).toBeInTheDocument();
});

it('shows its children in the card before the note', () => {
  render(
    <PlaceholderPage title="Withdraw" note="Withdrawals arrive with their issue.">
      <p>Balance $10.00</p>
    </PlaceholderPage>,
  );

  const note = screen.getByText('Withdrawals arrive with their issue.');
  expect(note.previousElementSibling).toHaveTextContent('Balance $10.00');
  expect(note.parentElement?.tagName).toBe('SECTION');
});

import { act, render, screen } from '@testing-library/react';
import { apiStatus$ } from '../../api/apiStatus';
import { ServiceStatusBanner } from './ServiceStatusBanner';

it('says the service cannot be reached while the API is unreachable, and goes when it answers', () => {
  apiStatus$.next('available');
  render(<ServiceStatusBanner />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  act(() => apiStatus$.next('unreachable'));
  expect(screen.getByRole('status')).toHaveTextContent(
    "We can't reach our service right now. We'll keep trying.",
  );

  act(() => apiStatus$.next('available'));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

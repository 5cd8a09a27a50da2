import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goTo, resetShell } from '../test-utils/testing';
import { AccountNotFound } from './AccountNotFound';
import { NotFound } from './NotFound';

beforeEach(resetShell);

it("says 'Page not found' and links home through single-spa", async () => {
  goTo('/no-such-page');
  render(<NotFound />);
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  const home = screen.getByRole('link', { name: 'Back to home' });
  expect(home).toHaveAttribute('href', '/');
  await userEvent.click(home);
  expect(window.location.pathname).toBe('/');
});

it('shows an account not-found screen linking to the profile', () => {
  goTo('/account/nope');
  render(<AccountNotFound />);
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
    'href',
    '/account/profile',
  );
});

it('stays empty at /account itself, which the account frame handles', () => {
  goTo('/account');
  const { container } = render(<AccountNotFound />);
  expect(container).toBeEmptyDOMElement();
});

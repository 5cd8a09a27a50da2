// In a file of its own: the form's code must not have been loaded by another test first.
import {
  fakeResponse,
  installFetchMock,
  mockRoutes,
  queryWrapper,
} from '@portal/shared-utils/testing';
import { render, screen } from '@testing-library/react';
import { resetAuth } from '../test-utils/testing';
import { LazySignupModal, preloadSignupModal } from './LazySignupModal';

beforeEach(() => {
  resetAuth();
  mockRoutes(installFetchMock(), {
    'GET /users/register': () => fakeResponse({ body: { data: { available_limits: [] } } }),
  });
});

it('shows the form at once, with no loader, once its code was preloaded', async () => {
  preloadSignupModal();
  await new Promise((resolve) => setTimeout(resolve, 0));
  render(<LazySignupModal />, { wrapper: queryWrapper().wrapper });
  expect(screen.getByRole('form', { name: 'Sign up' })).toBeInTheDocument();
  expect(screen.queryByText('Loading the sign-up form')).not.toBeInTheDocument();
  await screen.findByRole('form', { name: 'Sign up' });
});

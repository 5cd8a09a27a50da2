import {
  fakeResponse,
  installFetchMock,
  mockRoutes,
  queryWrapper,
} from '@portal/shared-utils/testing';
import { render, screen } from '@testing-library/react';
import { resetAuth } from '../test-utils/testing';
import { LazySignupModal } from './LazySignupModal';

beforeEach(() => {
  resetAuth();
  mockRoutes(installFetchMock(), {
    'GET /users/register': () => fakeResponse({ body: { data: { available_limits: [] } } }),
  });
});

it('shows the loader while the sign-up code loads, then the form', async () => {
  render(<LazySignupModal />, { wrapper: queryWrapper().wrapper });
  expect(screen.getByRole('status')).toHaveTextContent('Loading the sign-up form');
  expect(await screen.findByRole('form', { name: 'Sign up' })).toBeInTheDocument();
  expect(screen.queryByText('Loading the sign-up form')).not.toBeInTheDocument();
});

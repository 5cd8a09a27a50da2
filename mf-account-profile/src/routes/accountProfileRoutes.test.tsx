import { refreshUser, user$ } from '@portal/shared-utils';
import { testUser } from '@portal/shared-utils/testing';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AccountProfileApp } from './AccountProfileApp';
import { AccountProfileRoutes } from './accountProfileRoutes';

jest.mock('@portal/shared-utils', () => ({
  ...jest.requireActual('@portal/shared-utils'),
  refreshUser: jest.fn(),
}));

beforeEach(() => {
  (refreshUser as jest.MockedFunction<typeof refreshUser>).mockResolvedValue(null);
  act(() => user$.next(testUser()));
});

function renderAt(url: string) {
  return render(
    <MemoryRouter basename="/account" initialEntries={[url]}>
      <AccountProfileRoutes />
    </MemoryRouter>,
  );
}

it.each(['/account/profile', '/account/profile/'])('shows the profile at %s', (url) => {
  renderAt(url);

  expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
});

it("renders nothing at another application's page, which the layout mounts instead", () => {
  const { container } = renderAt('/account/limits');

  expect(container).toBeEmptyDOMElement();
});

it('shows the profile at the browser URL under the basename the layout gives', () => {
  window.history.replaceState(null, '', '/account/profile');

  render(<AccountProfileApp basename="/account" />);

  expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
});

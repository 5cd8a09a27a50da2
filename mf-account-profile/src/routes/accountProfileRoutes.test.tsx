import { user$ } from '@portal/shared-utils';
import { queryWrapper, testUser } from '@portal/shared-utils/testing';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AccountProfileApp } from './AccountProfileApp';
import { AccountProfileRoutes } from './accountProfileRoutes';

// A user without a session: the profile page's read of the user on load sends nothing.
beforeEach(() => {
  act(() => user$.next(testUser()));
});

function renderAt(url: string) {
  return render(
    <MemoryRouter basename="/account" initialEntries={[url]}>
      <AccountProfileRoutes />
    </MemoryRouter>,
    { wrapper: queryWrapper().wrapper },
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

  render(<AccountProfileApp basename="/account" />, { wrapper: queryWrapper().wrapper });

  expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
});

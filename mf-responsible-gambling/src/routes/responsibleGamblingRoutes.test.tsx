import { queryWrapper } from '@portal/shared-utils/testing';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ResponsibleGamblingApp } from './ResponsibleGamblingApp';
import { ResponsibleGamblingRoutes } from './responsibleGamblingRoutes';

function renderAt(url: string) {
  return render(
    <MemoryRouter basename="/account" initialEntries={[url]}>
      <ResponsibleGamblingRoutes />
    </MemoryRouter>,
    { wrapper: queryWrapper().wrapper },
  );
}

const heading = () => screen.getByRole('heading', { level: 1 });

it.each([
  ['/account/limits', 'Limits'],
  ['/account/take-a-break', 'Take a Break'],
  ['/account/timeout', 'Take a Break'],
  ['/account/self-exclusion', 'Self Exclusion'],
  ['/account/close-account', 'Close Account'],
  ['/account/limits/', 'Limits'],
])('shows the page of %s', (url, title) => {
  renderAt(url);

  expect(heading()).toHaveTextContent(title);
});

it("renders nothing at another application's page, which the layout mounts instead", () => {
  const { container } = renderAt('/account/profile');

  expect(container).toBeEmptyDOMElement();
});

/** A navigation by another application (the shell's menus): single-spa fires popstate for it. */
function navigateFromOutside(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

it('follows the browser URL under the basename the layout gives, forwards and back', async () => {
  window.history.replaceState(null, '', '/account/limits');
  render(<ResponsibleGamblingApp basename="/account" />, { wrapper: queryWrapper().wrapper });
  expect(heading()).toHaveTextContent('Limits');

  navigateFromOutside('/account/self-exclusion');
  expect(heading()).toHaveTextContent('Self Exclusion');

  await act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
  expect(heading()).toHaveTextContent('Limits');
});

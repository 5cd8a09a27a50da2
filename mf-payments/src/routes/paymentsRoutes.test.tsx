import { config$, defaultConfig } from '@portal/shared-utils';
import { removeFakeSystem, queryWrapper } from '@portal/shared-utils/testing';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { installFakeShell } from '../test-utils/fakeShell';
import { PaymentsApp } from './PaymentsApp';
import { PaymentsRoutes } from './paymentsRoutes';

beforeEach(installFakeShell);
afterEach(() => {
  removeFakeSystem();
  act(() => config$.next(defaultConfig));
});

const inUS = () => act(() => config$.next({ ...defaultConfig, region: 'US' }));

function renderAt(url: string) {
  return render(
    <MemoryRouter basename="/account" initialEntries={[url]}>
      <PaymentsRoutes />
    </MemoryRouter>,
    { wrapper: queryWrapper().wrapper },
  );
}

const heading = () => screen.findByRole('heading', { level: 1 });

it.each([
  ['/account/withdraw', 'Withdraw'],
  ['/account/withdraw/', 'Withdraw'],
  ['/account/transactions', 'Cash Transactions'],
  ['/account/activity', 'Activity'],
])('shows the page of %s', async (url, title) => {
  renderAt(url);

  expect(await heading()).toHaveTextContent(title);
});

it.each([
  '/account/withdraw/enrollment/skrill',
  '/account/withdraw/request/skrill',
  '/account/withdraw/success/skrill',
])('routes the US withdraw flow step %s to a withdraw screen', async (url) => {
  inUS();

  renderAt(url);

  expect(await heading()).toHaveTextContent('Withdraw');
});

it.each([
  ['outside the US', '/account/withdraw/request/venmo', false],
  ['in the US', '/account/withdraw/request', true],
  ['in the US', '/account/withdraw/nope', true],
  ['in the US', '/account/withdraw/success/venmo/more', true],
])("shows the shell's account not-found %s below withdraw: %s", async (_region, url, us) => {
  if (us) inUS();

  renderAt(url);

  expect(await heading()).toHaveTextContent('Page not found');
});

it("renders nothing at another application's page, which the layout mounts instead", () => {
  const { container } = renderAt('/account/limits');

  expect(container).toBeEmptyDOMElement();
});

it('follows the browser URL under the basename the layout gives, forwards and back', async () => {
  window.history.replaceState(null, '', '/account/withdraw');
  render(<PaymentsApp basename="/account" />, { wrapper: queryWrapper().wrapper });
  expect(await heading()).toHaveTextContent('Withdraw');

  act(() => {
    window.history.pushState(null, '', '/account/withdraw/nope');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(await heading()).toHaveTextContent('Page not found');

  await act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
  expect(await heading()).toHaveTextContent('Withdraw');
});

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session$, modal$ } from '@portal/shared-utils';
import { mockViewportWidth } from '@portal/shared-utils/testing';
import { goTo, resetShell, setConfig, signIn } from '../test-utils/testing';
import { AccountFrame } from './AccountFrame';

beforeEach(resetShell);

const sideMenu = () => screen.queryByRole('navigation', { name: 'Account' });

it('sends a signed-out visitor to / without leaving the account page in history', () => {
  goTo('/account/limits');
  const historyLength = window.history.length;
  render(<AccountFrame />);
  expect(window.location.pathname).toBe('/');
  expect(window.history.length).toBe(historyLength);
  expect(sideMenu()).not.toBeInTheDocument();
});

it('waits while a stored session loads its user', () => {
  act(() => session$.next({ token: 'stored-token' }));
  goTo('/account/limits');
  render(<AccountFrame />);
  expect(window.location.pathname).toBe('/account/limits');
  expect(sideMenu()).toBeInTheDocument();
});

it('redirects to / when the player logs out on an account page', () => {
  signIn();
  goTo('/account/profile');
  render(<AccountFrame />);
  expect(window.location.pathname).toBe('/account/profile');
  act(() => session$.next({ token: null }));
  expect(window.location.pathname).toBe('/');
});

it('lists the account pages in a side menu on large screens, marking the current one', () => {
  signIn();
  goTo('/account/limits');
  render(<AccountFrame />);
  const menu = within(sideMenu() as HTMLElement);
  expect(
    menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Profile', '/account/profile'],
    ['Withdraw', '/account/withdraw'],
    ['Cash Transactions', '/account/transactions'],
    ['Activity', '/account/activity'],
    ['Limits', '/account/limits'],
    ['Take a break', '/account/take-a-break'],
    ['Self Exclusion', '/account/self-exclusion'],
    ['Close Account', '/account/close-account'],
  ]);
  expect(menu.getByRole('link', { name: 'Limits' })).toHaveAttribute('aria-current', 'page');
  expect(screen.queryByRole('navigation', { name: 'Account shortcuts' })).not.toBeInTheDocument();
});

it('offers Take a timeout in the US region', () => {
  setConfig({ region: 'US' });
  signIn();
  goTo('/account/timeout');
  render(<AccountFrame />);
  expect(
    within(sideMenu() as HTMLElement).getByRole('link', { name: 'Take a timeout' }),
  ).toHaveAttribute('aria-current', 'page');
});

it('sends /account to the profile on large screens', () => {
  signIn();
  goTo('/account');
  render(<AccountFrame />);
  expect(window.location.pathname).toBe('/account/profile');
});

it('keeps /account on medium screens, with the side menu', () => {
  mockViewportWidth(800);
  signIn();
  goTo('/account');
  render(<AccountFrame />);
  expect(window.location.pathname).toBe('/account');
  expect(sideMenu()).toBeInTheDocument();
});

describe('small screens', () => {
  beforeEach(() => mockViewportWidth(375));

  it('hides the side menu and shows the tab bar with Deposit', async () => {
    signIn();
    goTo('/account/withdraw');
    render(<AccountFrame />);
    expect(sideMenu()).not.toBeInTheDocument();
    const tabBar = within(screen.getByRole('navigation', { name: 'Account shortcuts' }));
    expect(tabBar.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(tabBar.getByRole('button', { name: 'Deposit' }));
    expect(modal$.getValue().name).toBe('deposit');
    expect(window.location.pathname).toBe('/account/withdraw');
  });

  it('shows the account menu list at /account instead of redirecting', () => {
    signIn();
    goTo('/account');
    render(<AccountFrame />);
    expect(window.location.pathname).toBe('/account');
    const list = within(screen.getByRole('navigation', { name: 'My Account' }));
    expect(list.getByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(list.getAllByRole('link')).toHaveLength(8);
    expect(list.getByRole('link', { name: 'Self Exclusion' })).toHaveAttribute(
      'href',
      '/account/self-exclusion',
    );
  });
});

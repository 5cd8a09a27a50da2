import { clientAppMounted$, clientSummaries$, modal$, session$, user$ } from '@portal/shared-utils';
import {
  calledPaths,
  fakeResponse,
  installFetchMock,
  mockRoutes,
  mockViewportWidth,
  testConfig,
  testUser,
} from '@portal/shared-utils/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announceRouting, goTo, resetShell, setConfig, signIn } from '../test-utils/testing';
import { Header } from './Header';
import { HIDE_BALANCE_KEY } from './hideBalance';

beforeEach(() => {
  resetShell();
  // Calls the header makes on its own (client summaries at sign-in) stay unanswered unless a test answers.
  installFetchMock().mockReturnValue(new Promise<Response>(() => undefined));
});

describe("the brand's logo", () => {
  it("shows the page's brand logo for the dark header, named and linking home", async () => {
    goTo('/account/profile');
    render(<Header />);
    const home = screen.getByRole('link', { name: 'Test Brand home' });
    expect(within(home).getByRole('img')).toHaveAttribute('src', '/brand/test-brand/logo-dark.svg');
    await userEvent.click(home);
    expect(window.location.pathname).toBe('/');
  });

  it("gives a signed-in player's controls the row on a phone, and keeps it on a desktop", async () => {
    mockViewportWidth(375);
    signIn();
    const { unmount } = render(<Header />);
    expect(await screen.findByTestId('balance-button')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Test Brand home' })).not.toBeInTheDocument();
    unmount();

    mockViewportWidth(1280);
    render(<Header />);
    expect(await screen.findByTestId('balance-button')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Test Brand home' })).toBeInTheDocument();
  });

  it('keeps the room of a logo of known size before it loads', () => {
    const brand = testConfig().brand;
    setConfig({
      brand: { ...brand, logos: { ...brand.logos, darkSize: { width: 170, height: 40 } } },
    });
    render(<Header />);
    const logo = within(screen.getByRole('link', { name: 'Test Brand home' })).getByRole('img');
    expect(logo).toHaveAttribute('width', '170');
    expect(logo).toHaveAttribute('height', '40');
  });

  it('is left out when the brand has no logo', () => {
    setConfig({ brand: { ...testConfig().brand, logos: { light: '', dark: '' } } });
    render(<Header />);
    expect(screen.queryByRole('link', { name: /home$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Brands' })).toBeInTheDocument();
  });
});

describe('brand bar', () => {
  const brands = () => within(screen.getByRole('navigation', { name: 'Brands' }));

  it('marks the client app whose link prefixes the path', () => {
    goTo('/fantasy/my-contests');
    render(<Header />);
    expect(brands().getByRole('link', { name: 'Fantasy' })).toHaveAttribute('aria-current', 'true');
    expect(brands().getByRole('link', { name: 'Betting' })).not.toHaveAttribute('aria-current');
  });

  it("sizes the apps' logos in their own proportions (120 by 32) before they load", () => {
    render(<Header />);
    for (const name of ['Betting', 'Fantasy']) {
      const logo = within(brands().getByRole('link', { name })).getByRole('img');
      expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['105', '28']);
    }
  });

  it('marks the first app when no app matches the path, and follows navigation', () => {
    goTo('/account/profile');
    render(<Header />);
    expect(brands().getByRole('link', { name: 'Betting' })).toHaveAttribute('aria-current', 'true');
    goTo('/fantasy');
    expect(brands().getByRole('link', { name: 'Fantasy' })).toHaveAttribute('aria-current', 'true');
  });

  it("stays on the client app mounted last outside the apps' paths, brand bar and menu alike", () => {
    goTo('/account/profile');
    render(<Header />);
    act(() => clientAppMounted$.next({ clientId: 2, name: 'Fantasy' }));
    expect(brands().getByRole('link', { name: 'Fantasy' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('navigation', { name: 'Fantasy menu' })).toBeInTheDocument();
    goTo('/betting');
    expect(brands().getByRole('link', { name: 'Betting' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('navigation', { name: 'Betting menu' })).toBeInTheDocument();
  });

  it('links each app to its route and hides fantasy when the feature is off', () => {
    setConfig({ features: { fantasy: false } });
    render(<Header />);
    expect(brands().getByRole('link', { name: 'Betting' })).toHaveAttribute('href', '/betting');
    expect(brands().queryByRole('link', { name: 'Fantasy' })).not.toBeInTheDocument();
  });

  it('navigates through single-spa without reloading', async () => {
    render(<Header />);
    await userEvent.click(brands().getByRole('link', { name: 'Fantasy' }));
    expect(window.location.pathname).toBe('/fantasy');
  });

  it('offers a drop-down of apps on small screens', async () => {
    mockViewportWidth(375);
    goTo('/fantasy');
    render(<Header />);
    const switcher = brands().getByRole('button', { name: 'Switch app: Fantasy' });
    await userEvent.click(switcher);
    const menu = screen.getByRole('menu', { name: 'Switch app' });
    const betting = within(menu).getByRole('menuitem', { name: 'Betting' });
    expect(betting).toHaveFocus();
    expect(within(menu).getByRole('menuitem', { name: 'Fantasy' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    expect(window.location.pathname).toBe('/betting');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    announceRouting();
    expect(brands().getByRole('button', { name: 'Switch app: Betting' })).toBeInTheDocument();
  });

  it('shows no drop-down on small screens when only one app exists', () => {
    mockViewportWidth(375);
    setConfig({ features: { fantasy: false } });
    render(<Header />);
    expect(brands().queryByRole('button')).not.toBeInTheDocument();
    expect(brands().getByRole('link', { name: 'Betting' })).toBeInTheDocument();
  });
});

describe('app menus', () => {
  const entries = (name: string) =>
    within(screen.getByRole('navigation', { name }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);

  it('shows the betting app menu of spec 1 §2 under /betting and by default', () => {
    goTo('/account/limits');
    render(<Header />);
    expect(entries('Betting menu')).toEqual([
      ['Home', '/betting'],
      ['My Bets', '/betting/my-bets'],
      ['My Account', '/account/profile'],
      ['Deposit Limit', '/account/limits'],
      ['Live Chat', '/betting/#livechat'],
    ]);
    expect(screen.queryByRole('navigation', { name: 'Fantasy menu' })).not.toBeInTheDocument();
  });

  it('shows the fantasy app menu under /fantasy, marking the current page', () => {
    goTo('/fantasy/my-teams');
    render(<Header />);
    expect(entries('Fantasy menu')).toEqual([
      ['Home', '/fantasy'],
      ['My Contests', '/fantasy/my-contests'],
      ['My Teams', '/fantasy/my-teams'],
      ['History', '/fantasy/account/history'],
      ['Deposit Limits', '/account/limits'],
    ]);
    const menu = within(screen.getByRole('navigation', { name: 'Fantasy menu' }));
    expect(menu.getByRole('link', { name: 'My Teams' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('counts active bets on My Bets from the client summaries read at sign-in', async () => {
    const fetchMock = installFetchMock();
    mockRoutes(fetchMock, {
      'GET /users/client_summaries?client_id=1': () =>
        fakeResponse({
          body: { data: { 1: { active_bet_count: 3, bonuses: { cash: 0 } } } },
        }),
    });
    goTo('/betting');
    signIn();
    render(<Header />);
    const menu = within(screen.getByRole('navigation', { name: 'Betting menu' }));
    expect(await menu.findByRole('link', { name: 'My Bets (3 active)' })).toHaveAttribute(
      'href',
      '/betting/my-bets',
    );
    expect(calledPaths(fetchMock)).toContain('/users/client_summaries?client_id=1');
  });

  it('shows no counter when there are no active bets or nobody is signed in', () => {
    act(() => clientSummaries$.next({ 1: { active_bet_count: 2 } }));
    goTo('/betting');
    render(<Header />);
    expect(screen.getByRole('link', { name: 'My Bets' })).toBeInTheDocument();
  });
});

describe('signed out', () => {
  it('opens the login and signup modals from Login and Join', async () => {
    goTo('/betting');
    render(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(modal$.getValue().name).toBe('login');
    expect(window.location.pathname + window.location.search).toBe('/betting?modal=login');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(modal$.getValue().name).toBe('signup');
  });

  it('shows neither Login nor the balance while a stored session loads its user', () => {
    act(() => session$.next({ token: 'stored-token' }));
    render(<Header />);
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
  });
});

describe('signed in', () => {
  it('shows the balance and updates it live when user$ changes', () => {
    signIn(testUser({ balance: 125050 }));
    render(<Header />);
    const button = screen.getByTestId('balance-button');
    expect(button).toHaveTextContent('$1,250.50');
    expect(button).toHaveAccessibleName('Balance $1,250.50');
    act(() => user$.next(testUser({ balance: 130050 })));
    expect(screen.getByRole('button', { name: 'Balance $1,300.50' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('hides the balance behind a greeting, remembered across a remount', async () => {
    signIn();
    const { unmount } = render(<Header />);
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    const toggle = screen.getByRole('menuitemcheckbox', { name: 'Hide balance' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(screen.getByTestId('balance-button')).toHaveTextContent('Hi, Dana');
    expect(window.localStorage.getItem(HIDE_BALANCE_KEY)).toBe('1');

    unmount();
    render(<Header />);
    expect(screen.getByTestId('balance-button')).toHaveTextContent('Hi, Dana');
    expect(screen.queryByText('$1,250.50')).not.toBeInTheDocument();
  });

  it('keeps the whole balance or greeting in the title, for when it is cut short', () => {
    signIn(testUser({ balance: 123456789, first_name: 'Bartholomew-Maximiliano' }));
    const { unmount } = render(<Header />);
    expect(screen.getByTestId('balance-button')).toHaveAttribute('title', '$1,234,567.89');
    unmount();
    window.localStorage.setItem(HIDE_BALANCE_KEY, '1');
    render(<Header />);
    expect(screen.getByTestId('balance-button')).toHaveAttribute(
      'title',
      'Hi, Bartholomew-Maximiliano',
    );
  });

  it('names the account menu button with the initials it shows, or plainly with a picture', () => {
    signIn();
    const { unmount } = render(<Header />);
    expect(screen.getByRole('button', { name: 'DD, Account menu' })).toHaveTextContent('DD');
    unmount();
    signIn(testUser({ avatar: { small: '/a-small.png', large: '/a-large.png' } }));
    render(<Header />);
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('lists the account menu entries with their links', async () => {
    signIn();
    render(<Header />);
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    const items = Array.from(menu.querySelectorAll('[role^="menuitem"]'), (item) => [
      item.textContent,
      item.getAttribute('href'),
    ]);
    expect(items).toEqual([
      ['Profile', '/account/profile'],
      ['Deposit', '?modal=deposit'],
      ['Withdraw', '/account/withdraw'],
      ['Cash Transactions', '/account/transactions'],
      ['Activity', '/account/activity'],
      ['Limits', '/account/limits'],
      ['Take a break', '/account/take-a-break'],
      ['Self Exclusion', '/account/self-exclusion'],
      ['Close Account', '/account/close-account'],
      ["What's New", '?modal=whatsnew'],
      ['Hide balance', null],
      ['Logout', null],
    ]);
  });

  it('flags an unverified player and uses the US timeout wording', async () => {
    setConfig({ region: 'US' });
    signIn(testUser({ id_verified: false }));
    render(<Header />);
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    const menu = within(screen.getByRole('menu'));
    expect(menu.getByRole('menuitem', { name: /Profile/ })).toHaveTextContent('ProfileUnverified');
    const withdraw = menu.getByRole('menuitem', { name: 'Withdraw Identity not verified' });
    expect(within(withdraw).getByRole('img', { name: 'Identity not verified' })).toBeVisible();
    expect(withdraw).toHaveAccessibleDescription(
      'New users are required to verify their identity. If verification is not completed, your account will be locked and no further wagering activity can take place until successful verification.',
    );
    expect(menu.getByRole('menuitem', { name: 'Take a timeout' })).toHaveAttribute(
      'href',
      '/account/timeout',
    );
    expect(menu.queryByRole('menuitem', { name: "What's New" })).not.toBeInTheDocument();
  });

  it('works from the keyboard and navigates without reload', async () => {
    signIn();
    goTo('/betting');
    render(<Header />);
    const button = screen.getByRole('button', { name: /Account menu/ });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Withdraw' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(window.location.pathname).toBe('/account/withdraw');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the deposit modal on the current page', async () => {
    signIn();
    goTo('/betting');
    render(<Header />);
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Deposit' }));
    expect(window.location.pathname + window.location.search).toBe('/betting?modal=deposit');
  });

  it('logs out from the account menu', async () => {
    const fetchMock = installFetchMock();
    fetchMock.mockResolvedValue(fakeResponse({ body: { status: 'success' } }));
    signIn();
    render(<Header />);
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('/auth'),
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(session$.getValue().token).toBeNull();
  });

  it('opens the balance panel from the balance button or the bonus gift', async () => {
    installFetchMock().mockReturnValue(new Promise<Response>(() => undefined));
    signIn();
    render(<Header />);
    const balance = screen.getByTestId('balance-button');
    await userEvent.click(balance);
    expect(balance).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Balance details' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(balance).toHaveFocus();

    const gift = screen.getByRole('button', { name: 'Bonuses' });
    await userEvent.click(gift);
    expect(screen.getByRole('dialog', { name: 'Balance details' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(gift).toHaveFocus();
  });

  it('marks the bonus gift when a client app has a bonus', () => {
    act(() => clientSummaries$.next({ 2: { bonuses: { cash: 0, ticket: 2 } } as never }));
    signIn();
    installFetchMock().mockReturnValue(new Promise<Response>(() => undefined));
    render(<Header />);
    expect(screen.getByRole('button', { name: 'Bonuses (available)' })).toBeInTheDocument();
  });
});

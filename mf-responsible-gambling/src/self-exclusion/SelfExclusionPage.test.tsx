import { config$, getConfig, session$, type PortalConfig, type Region } from '@portal/shared-utils';
import { fakeResponse, type Route } from '@portal/shared-utils/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { dialog, ok, pageTest, playerOf, refused, resetState, signIn } from '../test-utils/testing';
import { SelfExclusionPage } from './SelfExclusionPage';

const page = pageTest();
const renderPage = (routes: Record<string, Route> = {}) =>
  page.render(<SelfExclusionPage />, playerOf('US'), routes);

/** The brand's helplines of the page (the runtime config's). */
const setHelplines = (helplines: PortalConfig['helplines']) =>
  config$.next({ ...getConfig(), helplines });
const resetRegion = (region: Region) => config$.next({ ...getConfig(), region });

const ACKNOWLEDGEMENTS = [
  'I understand that once submitted my self-exclusion cannot be edited or removed.',
  'I understand that I will not be able to log in until my self-exclusion ends.',
  'I understand that my unresolved wagers stay pending until their events end.',
];
const submit = () => screen.getByRole('button', { name: /Self Exclude$/ });

async function tickAll(user: UserEvent) {
  for (const label of ACKNOWLEDGEMENTS) {
    await user.click(screen.getByRole('checkbox', { name: label }));
  }
}

async function excludeFor(user: UserEvent, period: string) {
  await tickAll(user);
  await user.click(screen.getByRole('radio', { name: period }));
  await user.click(submit());
  await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
}

describe('outside the US', () => {
  beforeEach(() => resetState('AU'));

  it('explains the lifetime exclusion with the government page and the helpline', () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Self Exclusion' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Lifetime Exclusion',
      'BetStop - Self-Exclusion Register',
    ]);
    const panel = screen.getByRole('tabpanel');
    const link = within(panel).getByRole('link', {
      name: 'Read about self-exclusion on the government website (opens in a new tab)',
    });
    expect(link).toHaveAttribute(
      'href',
      'https://www.acma.gov.au/betstop-national-self-exclusion-register',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(panel).getByRole('link', { name: '1800 858 858' })).toHaveAttribute(
      'href',
      'tel:1800858858',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('explains BetStop with a link to the national register and the helpline', async () => {
    const { user } = renderPage();

    await user.click(screen.getByRole('tab', { name: 'BetStop - Self-Exclusion Register' }));

    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel).getByRole('heading', {
        name: 'BetStop - the National Self-Exclusion Register',
      }),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/up to 5 support people/)).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: 'Register on BetStop (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.betstop.gov.au');
    expect(within(panel).getByRole('link', { name: '1800 858 858' })).toBeInTheDocument();
    expect(page.actions()).toEqual([]);
  });

  it('moves between the tabs with the arrow keys', async () => {
    const { user } = renderPage();

    await user.click(screen.getByRole('tab', { name: 'Lifetime Exclusion' }));
    await user.keyboard('{ArrowRight}');

    const betStop = screen.getByRole('tab', { name: 'BetStop - Self-Exclusion Register' });
    expect(betStop).toHaveFocus();
    expect(betStop).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Lifetime Exclusion' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(betStop).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Lifetime Exclusion');
  });

  it("gives the page's brand's helpline for the region, and none when the brand has none", () => {
    setHelplines({ AU: '', NZ: '0800 111 222', US: '' });
    resetRegion('NZ');
    const { unmount } = renderPage();
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByText(/Gambling helpline/)).toBeInTheDocument();
    expect(panel.getByRole('link', { name: '0800 111 222' })).toHaveAttribute(
      'href',
      'tel:0800111222',
    );
    unmount();

    resetRegion('AU');
    renderPage();
    expect(
      screen.queryByRole('heading', { name: 'Free and confidential support' }),
    ).not.toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).queryByRole('link', { name: /^\d/ })).toBeNull();
  });
});

describe('in the US', () => {
  beforeEach(() => resetState('US', 'OH'));

  it('needs every acknowledgement and a period before Self Exclude enables', async () => {
    const { user } = renderPage();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Self-exclusion period' }))
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['1 year', '5 years', 'Lifetime']);
    expect(submit()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: '5 years' }));
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: ACKNOWLEDGEMENTS[0] }));
    await user.click(screen.getByRole('checkbox', { name: ACKNOWLEDGEMENTS[1] }));
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: ACKNOWLEDGEMENTS[2] }));
    expect(submit()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: ACKNOWLEDGEMENTS[1] }));
    expect(submit()).toBeDisabled();
  });

  it("asks with 'Please note that this is a firm commitment.', excludes, logs out and goes home", async () => {
    const { user } = renderPage({ 'POST /users/self_exclude': ok() });

    await tickAll(user);
    await user.click(screen.getByRole('radio', { name: '1 year' }));
    await user.click(submit());
    expect(dialog()).toHaveAccessibleName('Confirm Self Exclusion');
    expect(within(dialog()).getByText('Please note that this is a firm commitment.')).toBeVisible();
    expect(page.actions()).toEqual([]);
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(page.actions()).toEqual([
      { method: 'POST', path: '/users/self_exclude', body: { period: '1y' } },
    ]);
    expect(session$.getValue().token).toBeNull();
    expect(page.toasts).toEqual([
      expect.objectContaining({
        title: 'Your self-exclusion has been applied. You are now logged out.',
        type: 'success',
      }),
    ]);
  });

  it('uses the lifetime self-exclusion call for a lifetime', async () => {
    const { user } = renderPage({ 'POST /users/self_exclude/lifetime': ok() });

    await excludeFor(user, 'Lifetime');

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(page.actions()[0]).toEqual({
      method: 'POST',
      path: '/users/self_exclude/lifetime',
      body: undefined,
    });
  });

  it('shows why a self-exclusion was refused, stays signed in, and clears it on a change', async () => {
    const { user } = renderPage({
      'POST /users/self_exclude': refused({ error: ['You are already self-excluded.'] }),
    });

    await excludeFor(user, '5 years');

    expect(await screen.findByRole('alert')).toHaveTextContent('You are already self-excluded.');
    expect(session$.getValue().token).toBe('t');
    await user.click(screen.getByRole('radio', { name: '1 year' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'We couldn't process the request, please try again.' without a message", async () => {
    const { user } = renderPage({
      'POST /users/self_exclude': () => fakeResponse({ status: 500 }),
    });

    await excludeFor(user, '5 years');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't process the request, please try again.",
    );
  });

  it("gives the state's helpline, and Iowa's own line in Iowa", () => {
    renderPage();
    expect(screen.getByRole('link', { name: '1-800-GAMBLER' })).toHaveAttribute(
      'href',
      'tel:1-800-GAMBLER',
    );
    expect(screen.queryByText(/Iowa residents/)).not.toBeInTheDocument();

    resetState('US', 'IA');
    signIn(playerOf('US'));

    expect(screen.getByText(/Iowa residents can also call 1-800-BETS OFF/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1-800-238-7633' })).toBeInTheDocument();
  });
});

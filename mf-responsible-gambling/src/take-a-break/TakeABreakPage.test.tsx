import { formatDateTime, session$, type User } from '@portal/shared-utils';
import { fakeResponse, type Route } from '@portal/shared-utils/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { dialog, never, ok, pageTest, playerOf, refused, resetState } from '../test-utils/testing';
import { TakeABreakPage } from './TakeABreakPage';

const page = pageTest();
const renderPage = (player: User, routes: Record<string, Route> = {}) =>
  page.render(<TakeABreakPage />, player, routes);

const periodSelect = (name = 'Break period') => screen.getByRole('combobox', { name });
const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
const submit = (name = 'Take a Break') =>
  screen.getByRole('button', { name: new RegExp(`${name}$`) });

async function chooseAndConfirm(user: UserEvent, period: string, label?: string, name?: string) {
  await user.selectOptions(periodSelect(label), period);
  await user.click(submit(name));
  await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
}

beforeEach(() => resetState('AU', 'IA', '/account/take-a-break'));

describe('outside the US', () => {
  it('offers a Short Break of 1 to 31 days or 1 to 7 weeks, with what a break means', () => {
    renderPage(playerOf('AU'));

    expect(screen.getByRole('heading', { level: 1, name: 'Take a Break' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Short Break',
      'Long Break',
    ]);
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel).getByRole('heading', { name: 'What happens during a break' }),
    ).toBeVisible();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Bets you have already placed stand and are settled as usual.',
      'Your balance stays as it is.',
      'You are logged out now. During the break you can log in only to see your balance, withdraw it and read your cash transactions.',
      'You cannot deposit, place bets, enter contests or loosen a limit until the break ends. You can still tighten a limit, self-exclude or close your account.',
      'We stop sending you marketing within 24 hours.',
    ]);
    expect(options(periodSelect())).toEqual([
      'Select a period',
      '1 Day',
      ...Array.from({ length: 30 }, (_, index) => `${index + 2} Days`),
      '1 Week',
      ...Array.from({ length: 6 }, (_, index) => `${index + 2} Weeks`),
    ]);
  });

  it('offers a Long Break of 6 months only, saying customer services reactivate it', async () => {
    const { user } = renderPage(playerOf('AU'));

    await user.click(screen.getByRole('tab', { name: 'Long Break' }));

    expect(options(periodSelect())).toEqual(['Select a period', '6 Months']);
    expect(
      screen.getByText(
        'To withdraw your balance, or to reactivate your account when the break ends, you must contact customer services.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps Take a Break disabled until a period is chosen', async () => {
    const { user } = renderPage(playerOf('AU'));
    expect(submit()).toBeDisabled();

    await user.selectOptions(periodSelect(), '2 Weeks');

    expect(submit()).toBeEnabled();
  });

  it('asks first, then takes the break, says it was accepted, logs out and goes home', async () => {
    const { user } = renderPage(playerOf('AU'), { 'POST /users/break': ok() });

    await user.selectOptions(periodSelect(), '3 Days');
    await user.click(submit());
    expect(dialog()).toHaveAccessibleName('Confirm your break');
    expect(
      within(dialog()).getByText(
        'You are about to take a break of 3 Days. It cannot be changed or ended early, and you will be logged out.',
      ),
    ).toBeInTheDocument();
    expect(page.actions()).toEqual([]);
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(page.actions()).toEqual([
      { method: 'POST', path: '/users/break', body: { period: '3d' } },
    ]);
    expect(session$.getValue().token).toBeNull();
    expect(page.toasts).toEqual([
      expect.objectContaining({ title: 'Your Break request was accepted.', type: 'success' }),
    ]);
  });

  it('sends the long break as 6 months', async () => {
    const { user } = renderPage(playerOf('AU'), { 'POST /users/break': ok() });
    await user.click(screen.getByRole('tab', { name: 'Long Break' }));

    await chooseAndConfirm(user, '6 Months');

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(page.actions()).toEqual([
      { method: 'POST', path: '/users/break', body: { period: '6m' } },
    ]);
  });

  it('shows every message of a refusal on its own line, stays signed in, and clears it on a change', async () => {
    const { user } = renderPage(playerOf('AU'), {
      'POST /users/break': refused({
        period: ['The period is not available.'],
        error: ['You are already on a break.'],
      }),
    });

    await chooseAndConfirm(user, '1 Week');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The period is not available.\nYou are already on a break.');
    expect(session$.getValue().token).toBe('t');
    expect(page.toasts).toEqual([]);

    await user.selectOptions(periodSelect(), '2 Weeks');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'We couldn't process the request, please try again.' without a message", async () => {
    const { user } = renderPage(playerOf('AU'), {
      'POST /users/break': () => fakeResponse({ status: 502 }),
    });

    await chooseAndConfirm(user, '1 Day');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't process the request, please try again.",
    );
  });

  it('keeps the dialog loading while the request runs', async () => {
    const { user } = renderPage(playerOf('AU'), { 'POST /users/break': never });

    await chooseAndConfirm(user, '1 Day');

    expect(within(dialog()).getByRole('button', { name: /Confirm/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(submit()).toBeDisabled();
  });

  it('shows a player on a break when it started and ends instead of the choice', () => {
    const applied = '2024-01-01T10:00:00Z';
    const end = new Date(Date.now() + 86_400_000).toISOString();
    renderPage(playerOf('AU', { break_applied_at: applied, break_end_at: end }));

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('You are on a break.');
    expect(within(status).getByText('Started').nextElementSibling).toHaveTextContent(
      formatDateTime(applied),
    );
    expect(within(status).getByText('Ends').nextElementSibling).toHaveTextContent(
      formatDateTime(end),
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('offers a new break once the last one has ended', () => {
    renderPage(
      playerOf('AU', {
        break_applied_at: '2024-01-01T10:00:00Z',
        break_end_at: '2024-01-02T10:00:00Z',
      }),
    );

    expect(periodSelect()).toBeInTheDocument();
  });
});

describe('in the US', () => {
  beforeEach(() => resetState('US', 'IA', '/account/timeout'));

  it('offers a timeout of 3 Days, 7 Days, 30 Days or 6 Months, with what it means', () => {
    renderPage(playerOf('US'));

    expect(screen.getByRole('heading', { level: 1, name: 'Take a timeout' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens during a timeout' })).toBeVisible();
    expect(options(periodSelect('Timeout period'))).toEqual([
      'Select a period',
      '3 Days',
      '7 Days',
      '30 Days',
      '6 Months',
    ]);
    expect(submit('Take a timeout')).toBeDisabled();
  });

  it('takes the timeout after the dialog, says it was applied, logs out and goes home', async () => {
    const { user } = renderPage(playerOf('US'), { 'POST /users/break': ok() });

    await user.selectOptions(periodSelect('Timeout period'), '30 Days');
    await user.click(submit('Take a timeout'));
    expect(dialog()).toHaveAccessibleName('Confirm your timeout');
    expect(
      within(dialog()).getByText(
        'You are about to take a timeout of 30 Days. It cannot be changed or ended early, and you will be logged out.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(page.actions()[0]).toEqual({
      method: 'POST',
      path: '/users/break',
      body: { period: '30d' },
    });
    expect(session$.getValue().token).toBeNull();
    expect(page.toasts).toEqual([
      expect.objectContaining({ title: 'Your timeout request was applied.', type: 'success' }),
    ]);
  });

  it('shows a player on a timeout its dates', () => {
    renderPage(
      playerOf('US', {
        break_applied_at: '2024-01-01T10:00:00Z',
        break_end_at: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    );

    expect(screen.getByRole('status')).toHaveTextContent('You are on a timeout.');
  });
});

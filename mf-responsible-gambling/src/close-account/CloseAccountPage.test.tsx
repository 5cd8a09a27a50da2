import { session$ } from '@portal/shared-utils';
import { fakeResponse, type Route } from '@portal/shared-utils/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { dialog, never, ok, pageTest, playerOf, refused, resetState } from '../test-utils/testing';
import { CloseAccountPage } from './CloseAccountPage';

const page = pageTest();
const renderPage = (routes: Record<string, Route> = {}) =>
  page.render(<CloseAccountPage />, playerOf('AU'), routes);

const closeButton = () => screen.getByRole('button', { name: /Close Account$/ });
const TERMS =
  'I understand that closing my account is immediate and that only customer support can reactivate it.';

describe('outside the US', () => {
  beforeEach(() => resetState('AU'));

  it("asks 'Confirm Close Account', closes the account, says so, logs out and goes home", async () => {
    const { user } = renderPage({ 'POST /users/close': ok() });
    expect(screen.getByRole('heading', { level: 1, name: 'Close Account' })).toBeInTheDocument();
    expect(screen.getByText(/only our customer support team can reactivate it/)).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(closeButton());
    expect(dialog()).toHaveAccessibleName('Confirm Close Account');
    expect(page.actions()).toEqual([]);
    await user.click(within(dialog()).getByRole('button', { name: 'Close Account' }));

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(page.actions()).toEqual([{ method: 'POST', path: '/users/close', body: undefined }]);
    expect(session$.getValue().token).toBeNull();
    expect(page.toasts).toEqual([
      expect.objectContaining({
        title: 'Your account has been closed. You are now logged out.',
        type: 'success',
      }),
    ]);
  });

  it('keeps the account when the player cancels', async () => {
    const { user } = renderPage();

    await user.click(closeButton());
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(page.actions()).toEqual([]);
    expect(closeButton()).toHaveFocus();
  });

  it('shows the error above the button and stays signed in', async () => {
    const { user } = renderPage({
      'POST /users/close': refused({ error: ['Please withdraw your balance first.'] }),
    });

    await user.click(closeButton());
    await user.click(within(dialog()).getByRole('button', { name: 'Close Account' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please withdraw your balance first.');
    expect(alert.compareDocumentPosition(closeButton())).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(session$.getValue().token).toBe('t');
    expect(page.toasts).toEqual([]);
  });

  it("says 'We couldn't process the request, please try again.' without a message", async () => {
    const { user } = renderPage({ 'POST /users/close': () => fakeResponse({ status: 500 }) });

    await user.click(closeButton());
    await user.click(within(dialog()).getByRole('button', { name: 'Close Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't process the request, please try again.",
    );
  });

  it('shows the closure loading until the answer', async () => {
    const { user } = renderPage({ 'POST /users/close': never });

    await user.click(closeButton());
    await user.click(within(dialog()).getByRole('button', { name: 'Close Account' }));

    expect(within(dialog()).getByRole('button', { name: /Close Account/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});

describe('in the US', () => {
  beforeEach(() => resetState('US'));

  it('enables Close Account only once the terms checkbox is ticked', async () => {
    const { user } = renderPage({ 'POST /users/close': ok() });
    expect(closeButton()).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: TERMS }));
    expect(closeButton()).toBeEnabled();
    await user.click(closeButton());
    await user.click(within(dialog()).getByRole('button', { name: 'Close Account' }));

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(page.actions()[0]).toEqual({
      method: 'POST',
      path: '/users/close',
      body: undefined,
    });
    expect(page.toasts).toEqual([
      expect.objectContaining({ title: 'Your account has been closed. You are now logged out.' }),
    ]);
  });

  it('disables Close Account again when the terms are unticked', async () => {
    const { user } = renderPage();

    await user.click(screen.getByRole('checkbox', { name: TERMS }));
    await user.click(screen.getByRole('checkbox', { name: TERMS }));

    expect(closeButton()).toBeDisabled();
  });
});

import { closeModal, modal$, openModal, session$ } from '@portal/shared-utils';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetShell } from '../test-utils/testing';
import { ModalOutlet } from './ModalOutlet';
import { createOwnerLoader } from './ownerLoader';

// The owners are still loading: the modals are drawn as the frozen MODALS describe them.
const loader = createOwnerLoader(() => new Promise(() => undefined));

beforeEach(resetShell);

describe('a signed-in modal reached signed out', () => {
  it('asks for a login first, then opens the modal with its params', async () => {
    render(<ModalOutlet loader={loader} />);
    act(() => openModal('deposit', { amount: '50' }));
    await waitFor(() => expect(modal$.getValue().name).toBe('login'));
    act(() => session$.next({ token: 'new-token' }));
    expect(modal$.getValue().name).toBe('login');
    act(() => closeModal());
    expect(modal$.getValue()).toMatchObject({ name: 'deposit', params: { amount: '50' } });
  });

  it('opens nothing when the login is closed without logging in', async () => {
    render(<ModalOutlet loader={loader} />);
    act(() => openModal('deposit'));
    await waitFor(() => expect(modal$.getValue().name).toBe('login'));
    act(() => closeModal());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => session$.next({ token: 'later-token' }));
    expect(modal$.getValue().name).toBeNull();
  });
});

describe('focus return', () => {
  it("returns focus to the menu's button when the item that opened the modal is gone", async () => {
    jest.useFakeTimers();
    render(
      <div>
        <button type="button" aria-haspopup="menu">
          Menu
        </button>
        <div role="menu">
          <button type="button" role="menuitem">
            What&apos;s New
          </button>
        </div>
      </div>,
    );
    const { unmount } = render(<ModalOutlet loader={loader} />);
    const item = screen.getByRole('menuitem');
    item.focus();
    act(() => openModal('whatsnew'));
    item.closest('[role="menu"]')?.remove();
    await act(async () => undefined);
    act(() => closeModal());
    act(() => jest.runOnlyPendingTimers());
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
    unmount();
    jest.useRealTimers();
  });

  it('returns focus to the control that opened the modal', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button" onClick={() => openModal('whatsnew')}>
          Open
        </button>
      </>,
    );
    render(<ModalOutlet loader={loader} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('button', { name: 'Next' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});

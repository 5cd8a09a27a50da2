import {
  closeModal,
  modal$,
  openModal,
  session$,
  startTutorial,
  endTutorial,
  user$,
  USER_STATUS_CLOSED,
} from '@portal/shared-utils';
import { testUser } from '@portal/shared-utils/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalOutlet } from '../modal-outlet/ModalOutlet';
import { createOwnerLoader } from '../modal-outlet/ownerLoader';
import { resetShell, setConfig } from '../test-utils/testing';
import { WHATS_NEW_VERSION_KEY } from './shownVersion';

// The other modals' owners are still loading: those modals are drawn as the frozen MODALS describe them.
const loader = createOwnerLoader(() => new Promise(() => undefined));
const renderOutlet = () => render(<ModalOutlet loader={loader} />);
const logIn = () => act(() => session$.next({ token: 'new-token' }));

beforeEach(resetShell);

describe('the carousel', () => {
  it('shows four slides, each with a web image and an app image for small screens', async () => {
    renderOutlet();
    act(() => openModal('whatsnew'));
    const dialog = within(await screen.findByRole('dialog', { name: "What's New" }));
    await dialog.findByRole('group');
    const seen: string[][] = [];
    for (let slide = 1; slide <= 4; slide += 1) {
      const group = dialog.getByRole('group');
      expect(dialog.getByText(`Slide ${slide} of 4`)).toBeInTheDocument();
      const image = group.querySelector('img') as HTMLImageElement;
      const source = group.querySelector('source') as HTMLSourceElement;
      expect(source).toHaveAttribute('media', '(max-width: 767.98px)');
      seen.push([
        within(group).getByRole('heading').textContent ?? '',
        image.getAttribute('src') ?? '',
        source.getAttribute('srcset') ?? '',
      ]);
      if (slide < 4) await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    }
    expect(seen).toEqual([
      ['One account, two brands', 'slide-1-web.svg', 'slide-1-app.svg'],
      ['Your balance at a glance', 'slide-2-web.svg', 'slide-2-app.svg'],
      ['Deposit in seconds', 'slide-3-web.svg', 'slide-3-app.svg'],
      ['Stay in control', 'slide-4-web.svg', 'slide-4-app.svg'],
    ]);
  });

  it('closes after the last slide and records the configured version as shown', async () => {
    setConfig({ whatsNewVersion: '2.0.0' });
    renderOutlet();
    act(() => openModal('whatsnew'));
    await screen.findByRole('button', { name: 'Next' });
    const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await next();
    await next();
    await next();
    expect(window.localStorage.getItem(WHATS_NEW_VERSION_KEY)).toBeNull();
    await next();
    expect(modal$.getValue().name).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(WHATS_NEW_VERSION_KEY)).toBe('2.0.0');
  });

  it.each(['{Escape}', 'Close'])(
    'records the version as seen when closed early with %s',
    async (how) => {
      renderOutlet();
      act(() => openModal('whatsnew'));
      await screen.findByRole('button', { name: 'Next' });
      if (how === 'Close') await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      else await userEvent.keyboard(how);
      expect(modal$.getValue().name).toBeNull();
      expect(window.localStorage.getItem(WHATS_NEW_VERSION_KEY)).toBe('1.27.0');
    },
  );
});

describe('after login', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens 2 s after login when the configured version differs from the stored one', async () => {
    window.localStorage.setItem(WHATS_NEW_VERSION_KEY, '1.26.0');
    renderOutlet();
    logIn();
    act(() => jest.advanceTimersByTime(1999));
    expect(modal$.getValue().name).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(modal$.getValue().name).toBe('whatsnew');
    expect(await screen.findByRole('dialog', { name: "What's New" })).toBeInTheDocument();
    await act(async () => undefined);
  });

  it('stays closed when the stored version is the configured one', () => {
    window.localStorage.setItem(WHATS_NEW_VERSION_KEY, '1.27.0');
    renderOutlet();
    logIn();
    act(() => jest.advanceTimersByTime(5000));
    expect(modal$.getValue().name).toBeNull();
  });

  it('does not open for a session that was already signed in when the page loaded', () => {
    act(() => session$.next({ token: 'stored-token' }));
    renderOutlet();
    act(() => jest.advanceTimersByTime(5000));
    expect(modal$.getValue().name).toBeNull();
  });

  it('does not open for a closed account signed in to read its statements', () => {
    window.localStorage.setItem(WHATS_NEW_VERSION_KEY, '1.26.0');
    renderOutlet();
    act(() => user$.next(testUser({ status: { id: USER_STATUS_CLOSED, name: 'Closed' } })));
    logIn();
    act(() => jest.advanceTimersByTime(5000));
    expect(modal$.getValue().name).toBeNull();
  });

  it('never shows in the US region', async () => {
    setConfig({ region: 'US' });
    renderOutlet();
    logIn();
    act(() => jest.advanceTimersByTime(5000));
    expect(modal$.getValue().name).toBeNull();
    act(() => openModal('whatsnew'));
    await waitFor(() => expect(modal$.getValue().name).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits for another modal and the tutorial to finish', async () => {
    renderOutlet();
    logIn();
    act(() => {
      openModal('onboarding-deposit', {}, { from: 'registration' });
      startTutorial();
    });
    act(() => jest.advanceTimersByTime(5000));
    expect(modal$.getValue().name).toBe('onboarding-deposit');
    act(() => closeModal());
    expect(modal$.getValue().name).toBeNull();
    act(() => endTutorial());
    expect(modal$.getValue().name).toBe('whatsnew');
    await act(async () => undefined);
  });

  it('does not open for a new player, signed in by sign-up, and counts this version as seen', async () => {
    renderOutlet();
    act(() => openModal('signup'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    logIn();
    act(() => openModal('onboarding-verification', {}, { from: 'registration' }));
    act(() => jest.advanceTimersByTime(5000));
    act(() => closeModal());
    act(() => endTutorial());
    act(() => jest.advanceTimersByTime(5000));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(modal$.getValue().name).toBeNull();
    expect(window.localStorage.getItem(WHATS_NEW_VERSION_KEY)).toBe('1.27.0');
  });

  it('is cancelled by a logout within the 2 s', () => {
    renderOutlet();
    logIn();
    act(() => jest.advanceTimersByTime(1000));
    act(() => session$.next({ token: null }));
    act(() => jest.advanceTimersByTime(5000));
    expect(modal$.getValue().name).toBeNull();
  });
});

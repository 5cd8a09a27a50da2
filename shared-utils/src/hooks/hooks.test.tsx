import { act, renderHook } from '@testing-library/react';
import { config$ } from '../config/config';
import { defaultConfig } from '../config/defaultConfig';
import { session$ } from '../streams/session';
import { user$ } from '../streams/user';
import { mockMatchMedia, mockViewportWidth } from '../testing/matchMedia';
import { testUser } from '../testing/testUser';
import { useConfig } from './useConfig';
import { useIsSmallScreen } from './useIsSmallScreen';
import { useMediaQuery } from './useMediaQuery';
import { useModal } from './useModal';
import { useSession } from './useSession';
import { useUser } from './useUser';

describe('stream hooks', () => {
  it('useUser and useSession follow their streams', () => {
    session$.next({ token: null });
    user$.next(null);
    const { result } = renderHook(() => ({ user: useUser(), session: useSession() }));
    expect(result.current).toEqual({ user: null, session: { token: null } });

    const user = testUser();
    act(() => {
      session$.next({ token: 'tok' });
      user$.next(user);
    });

    expect(result.current).toEqual({ user, session: { token: 'tok' } });
  });

  it('useConfig follows config$', () => {
    const { result, unmount } = renderHook(() => useConfig());
    expect(result.current).toBe(defaultConfig);

    act(() => config$.next({ ...defaultConfig, region: 'US' }));
    expect(result.current.region).toBe('US');
    unmount();
    config$.next(defaultConfig);
  });

  it('useModal follows the modal parameter and opens and closes modals', () => {
    window.history.replaceState(null, '', '/betting');
    const { result } = renderHook(() => useModal());
    expect(result.current.name).toBeNull();

    act(() => result.current.openModal('deposit', {}, { from: 'registration' }));
    expect(result.current).toMatchObject({ name: 'deposit', state: { from: 'registration' } });

    act(() => result.current.closeModal());
    expect(result.current.name).toBeNull();
  });

  it('useModal shows a shell deployed before owner declarations no modal outside MODALS', () => {
    window.history.replaceState(null, '', '/betting?modal=contact-preferences&tab=email');
    const { result } = renderHook(() => useModal());
    expect(result.current).toMatchObject({ name: null, params: {} });

    act(() => result.current.openModal('login'));
    expect(result.current.name).toBe('login');
    act(() => result.current.closeModal());
  });
});

describe('media query hooks', () => {
  it('useMediaQuery reports whether the query matches', () => {
    mockMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    expect(renderHook(() => useMediaQuery('(prefers-reduced-motion: reduce)')).result.current).toBe(
      true,
    );
    expect(renderHook(() => useMediaQuery('(min-width: 1024px)')).result.current).toBe(false);
  });

  it.each([
    [375, true],
    [767, true],
    [768, false],
    [1280, false],
  ])('useIsSmallScreen at %i px is %p', (width, small) => {
    mockViewportWidth(width);
    expect(renderHook(() => useIsSmallScreen()).result.current).toBe(small);
  });
});

// A deployed build of mf-auth still imports these names from the kernel: each loads mf-auth's own
// code on demand and behaves as before.
import { act, renderHook, waitFor } from '@testing-library/react';
import { config$ } from '../config/config';
import { session$ } from '../streams/session';
import { user$ } from '../streams/user';
import { fakeResponse, installFetchMock, mockRoutes, requestHeaders } from '../testing/fakeFetch';
import { testConfig } from '../testing/testConfig';
import { testUser } from '../testing/testUser';
import { acceptTerms, recaptchaToken, useRecaptcha } from './movedToAuth';

afterEach(() => act(() => config$.next(testConfig())));

it('gives an empty reCAPTCHA token when reCAPTCHA is off', async () => {
  expect(await recaptchaToken('login')).toBe('');
});

it('says whether reCAPTCHA is on once its module has loaded', async () => {
  const { result } = renderHook(() => useRecaptcha());
  expect(result.current).toBe(false);
  act(() =>
    config$.next(
      testConfig({
        recaptcha: { siteKey: 'site-key' },
        features: { ...testConfig().features, singleBrand: false },
      }),
    ),
  );
  await waitFor(() => expect(result.current).toBe(true));
  document.querySelectorAll('script[src*="recaptcha"]').forEach((script) => script.remove());
});

it('accepts the terms and records the version on the signed-in user', async () => {
  session$.next({ token: 'tok' });
  user$.next(testUser({ accepted_terms_version: '1.0' }));
  const fetchMock = installFetchMock();
  mockRoutes(fetchMock, {
    'POST /users/accept_terms': () => fakeResponse({ body: { status: 'success' } }),
  });

  await acceptTerms('2.0');

  expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
    accept_terms: true,
    version: '2.0',
  });
  expect(requestHeaders(fetchMock, 0).get('Authorization')).toBe('Bearer tok');
  expect(user$.getValue()?.accepted_terms_version).toBe('2.0');
});

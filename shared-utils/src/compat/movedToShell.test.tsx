// A deployed build of mf-shell still imports these names from the kernel: the function and the
// component load mf-shell's own code on demand, the pure functions are mf-shell's, and each behaves
// as before.
import { render, screen } from '@testing-library/react';
import { config$ } from '../config/config';
import { clientSummaries$ } from '../user/clientSummaries';
import { calledPaths, fakeResponse, installFetchMock } from '../testing/fakeFetch';
import { testConfig } from '../testing/testConfig';
import {
  formatDuration,
  refreshClientSummaries,
  summaryBonus,
  summaryCounter,
  Toast,
} from './movedToShell';

it('reads a client app summary into clientSummaries$', async () => {
  config$.next(testConfig());
  clientSummaries$.next({});
  const fetchMock = installFetchMock();
  fetchMock.mockResolvedValue(fakeResponse({ body: { data: { 2: { cash: 500 } } } }));

  await refreshClientSummaries(2);

  expect(calledPaths(fetchMock)).toEqual(['/users/client_summaries?client_id=2']);
  expect(clientSummaries$.getValue()).toEqual({ 2: { cash: 500 } });
});

it('shows a toast once its module has loaded', async () => {
  render(
    <Toast
      notification={{ id: '1', title: 'Deposit Successful', message: '', type: 'success' }}
      onClose={() => undefined}
    />,
  );
  expect(await screen.findByRole('status')).toHaveTextContent('Deposit Successful');
});

it('formats session times and reads summary values', () => {
  expect(formatDuration(93784)).toBe('1d 02h 03m 04s');
  expect(summaryBonus({ bonuses: { cash: 250 } }, 'cash')).toBe(250);
  expect(summaryCounter({ active_bet_count: 3 }, 'active_bet_count')).toBe(3);
});

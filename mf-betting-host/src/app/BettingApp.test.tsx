import { clientAppMounted$, type ClientAppMounted } from '@portal/shared-utils';
import { render, screen } from '@testing-library/react';
import { BettingApp } from './BettingApp';

it('hosts the betting client app (client id 1) and announces the mount', () => {
  const announced: ClientAppMounted[] = [];
  const subscription = clientAppMounted$.subscribe((event) => announced.push(event));

  render(<BettingApp />);
  subscription.unsubscribe();

  expect(screen.getByRole('heading', { level: 1, name: 'Betting' })).toBeInTheDocument();
  expect(announced).toEqual([{ clientId: 1, name: 'Betting' }]);
  expect(document.title).toBe('Betting');
});

import { clientAppMounted$, type ClientAppMounted } from '@portal/shared-utils';
import { render, screen } from '@testing-library/react';
import { FantasyApp } from './FantasyApp';

it('hosts the fantasy client app (client id 2) and announces the mount', () => {
  const announced: ClientAppMounted[] = [];
  const subscription = clientAppMounted$.subscribe((event) => announced.push(event));

  render(<FantasyApp />);
  subscription.unsubscribe();

  expect(screen.getByRole('heading', { level: 1, name: 'Fantasy' })).toBeInTheDocument();
  expect(announced).toEqual([{ clientId: 2, name: 'Fantasy' }]);
  expect(document.title).toBe('Fantasy');
});

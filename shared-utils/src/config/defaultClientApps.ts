import { BETTING_CLIENT_ID, FANTASY_CLIENT_ID } from './clientIds';
import type { ClientApp } from './PortalConfig';

const DEPOSIT_LIMIT_URL = '/account/limits';

export const bettingApp: ClientApp = {
  name: 'Betting',
  clientId: BETTING_CLIENT_ID,
  link: '/betting',
  logo: { off: '/assets/betting-logo-off.svg', on: '/assets/betting-logo-on.svg' },
  bonusTypes: [{ type: 'cash', name: 'Bonus Cash', icon: 'bonus-cash' }],
  balanceLinks: [
    { icon: 'bets', url: '/betting/my-bets', name: 'My Bets', counterKey: 'active_bet_count' },
    { icon: 'limit', url: DEPOSIT_LIMIT_URL, name: 'Deposit Limit' },
  ],
  appIcon: '/assets/betting-app-icon.svg',
};

export const fantasyApp: ClientApp = {
  name: 'Fantasy',
  clientId: FANTASY_CLIENT_ID,
  link: '/fantasy',
  logo: { off: '/assets/fantasy-logo-off.svg', on: '/assets/fantasy-logo-on.svg' },
  bonusTypes: [
    { type: 'cash', name: 'Bonus', icon: 'bonus-cash' },
    { type: 'ticket', name: 'Tickets', icon: 'ticket' },
  ],
  balanceLinks: [
    {
      icon: 'contests',
      url: '/fantasy/my-contests',
      name: 'My Contests',
      counterKey: 'active_contest_count',
    },
    { icon: 'teams', url: '/fantasy/my-teams', name: 'My Teams' },
    { icon: 'limit', url: DEPOSIT_LIMIT_URL, name: 'Deposit Limit' },
  ],
  appIcon: '/assets/fantasy-app-icon.svg',
};

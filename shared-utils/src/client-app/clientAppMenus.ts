import { BETTING_CLIENT_ID, FANTASY_CLIENT_ID } from '../config/clientIds';

export interface ClientAppMenuEntry {
  name: string;
  url: string;
}

/** The app menus of spec 1 §2 Menus, by client id. */
const clientAppMenus: Readonly<Record<number, readonly ClientAppMenuEntry[]>> = {
  [BETTING_CLIENT_ID]: [
    { name: 'Home', url: '/betting' },
    { name: 'My Bets', url: '/betting/my-bets' },
    { name: 'My Account', url: '/account/profile' },
    { name: 'Deposit Limit', url: '/account/limits' },
    { name: 'Live Chat', url: '/betting/#livechat' },
  ],
  [FANTASY_CLIENT_ID]: [
    { name: 'Home', url: '/fantasy' },
    { name: 'My Contests', url: '/fantasy/my-contests' },
    { name: 'My Teams', url: '/fantasy/my-teams' },
    { name: 'History', url: '/fantasy/account/history' },
    { name: 'Deposit Limits', url: '/account/limits' },
  ],
};

/** The app menu of the client app `clientId` (spec 1 §2 Menus); empty for an unknown client. */
export function appMenu(clientId: number): readonly ClientAppMenuEntry[] {
  return Object.hasOwn(clientAppMenus, clientId) ? clientAppMenus[clientId] : [];
}

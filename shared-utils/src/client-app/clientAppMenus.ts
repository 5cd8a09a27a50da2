import { BETTING_CLIENT_ID, FANTASY_CLIENT_ID } from '../config/clientIds';
import { messages } from '../messages';

export interface ClientAppMenuEntry {
  name: string;
  url: string;
}

const text = messages.appMenus;

/** The app menus of spec 1 §2 Menus, by client id. */
const clientAppMenus: Readonly<Record<number, readonly ClientAppMenuEntry[]>> = {
  [BETTING_CLIENT_ID]: [
    { name: text.home, url: '/betting' },
    { name: text.myBets, url: '/betting/my-bets' },
    { name: text.myAccount, url: '/account/profile' },
    { name: text.depositLimit, url: '/account/limits' },
    { name: text.liveChat, url: '/betting/#livechat' },
  ],
  [FANTASY_CLIENT_ID]: [
    { name: text.home, url: '/fantasy' },
    { name: text.myContests, url: '/fantasy/my-contests' },
    { name: text.myTeams, url: '/fantasy/my-teams' },
    { name: text.history, url: '/fantasy/account/history' },
    { name: text.depositLimits, url: '/account/limits' },
  ],
};

/** The app menu of the client app `clientId` (spec 1 §2 Menus); empty for an unknown client. */
export function appMenu(clientId: number): readonly ClientAppMenuEntry[] {
  return Object.hasOwn(clientAppMenus, clientId) ? clientAppMenus[clientId] : [];
}

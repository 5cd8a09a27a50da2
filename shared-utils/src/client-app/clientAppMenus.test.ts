import { BETTING_CLIENT_ID, FANTASY_CLIENT_ID } from '../config/clientIds';
import { appMenu } from './clientAppMenus';

it('gives the betting and fantasy app menus of spec 1 §2', () => {
  expect(appMenu(BETTING_CLIENT_ID).map((entry) => entry.name)).toEqual([
    'Home',
    'My Bets',
    'My Account',
    'Deposit Limit',
    'Live Chat',
  ]);
  expect(appMenu(FANTASY_CLIENT_ID)).toContainEqual({
    name: 'History',
    url: '/fantasy/account/history',
  });
});

it('gives an empty menu for an unknown client id', () => {
  expect(appMenu(99)).toEqual([]);
});

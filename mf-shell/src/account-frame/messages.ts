// The account frame's texts (in its chunk).
export const accountFrameMessages = {
  sideMenuLabel: 'Account',
  menuListTitle: 'My Account',
  tabBarLabel: 'Account shortcuts',
  tabMenu: 'Menu',
  tabTransactions: 'Transactions',
  deposit: 'Deposit',
} as const;

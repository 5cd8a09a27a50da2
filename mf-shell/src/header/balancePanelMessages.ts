// The balance panel's texts (in the signed-in header's chunk).
export const balancePanelMessages = {
  label: 'Balance details',
  verified: 'Verified',
  unverified: 'Unverified',
  verifyNow: 'Verify Now',
  balance: 'Balance',
  availableBalance: 'Available',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  logOut: 'Log Out',
  changeAvatar: 'Change avatar',
  changeAvatarWithInitials: (initials: string) => `${initials}, Change avatar`,
  bonusesTitle: 'Bonuses',
  appBonuses: (appName: string) => `${appName} bonuses`,
  appLinks: (appName: string) => `${appName} links`,
  setLimit: 'Set Limit',
  sessionTime: 'Current Session Time',
} as const;

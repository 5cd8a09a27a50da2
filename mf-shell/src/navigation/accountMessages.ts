// The account menu's and the account pages' labels (in the chunks of the signed-in header and the account frame).
export const accountMessages = {
  profile: 'Profile',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  transactions: 'Cash Transactions',
  activity: 'Activity',
  limits: 'Limits',
  takeABreak: 'Take a break',
  takeATimeout: 'Take a timeout',
  selfExclusion: 'Self Exclusion',
  closeAccount: 'Close Account',
  whatsNew: "What's New",
  hideBalance: 'Hide balance',
  logout: 'Logout',
  unverifiedBadge: 'Unverified',
  unverifiedWarning: 'Identity not verified',
  unverifiedTooltip:
    'New users are required to verify their identity. If verification is not completed, your account will be locked and no further wagering activity can take place until successful verification.',
} as const;

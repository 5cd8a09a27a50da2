/** Each account page of the AU portal, the application the layout mounts there and its title. */
export const accountPages = [
  { path: '/account/profile', app: '@portal/account-profile#profile', title: 'Profile' },
  { path: '/account/withdraw', app: '@portal/payments#withdraw', title: 'Withdraw' },
  {
    path: '/account/transactions',
    app: '@portal/payments#transactions',
    title: 'Cash Transactions',
  },
  { path: '/account/limits', app: '@portal/responsible-gambling#limits', title: 'Limits' },
  {
    path: '/account/take-a-break',
    app: '@portal/responsible-gambling#takeABreak',
    title: 'Take a Break',
  },
  {
    path: '/account/self-exclusion',
    app: '@portal/responsible-gambling#selfExclusion',
    title: 'Self Exclusion',
  },
  {
    path: '/account/close-account',
    app: '@portal/responsible-gambling#closeAccount',
    title: 'Close Account',
  },
];

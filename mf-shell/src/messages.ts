// The user-facing strings of what every page of the shell shows. The parts loaded on demand keep
// theirs beside them (e.g. legal/messages.ts) so their texts travel in their chunks. Texts the spec
// quotes are used verbatim (spec 1 §2, §8).

export const messages = {
  header: {
    brandsLabel: 'Brands',
    home: (brandName: string) => `${brandName} home`,
    switchApp: 'Switch app',
    login: 'Login',
    join: 'Join',
    balance: (money: string) => `Balance ${money}`,
    greeting: (firstName: string) => `Hi, ${firstName}`,
    accountMenu: 'Account menu',
    /** The name starts with the initials the button shows (WCAG 2.5.3 label in name). */
    accountMenuWithInitials: (initials: string) => `${initials}, Account menu`,
    loadingUser: 'Loading your account',
    loadError: 'Your account could not be loaded.',
    retry: 'Retry',
    bonuses: 'Bonuses',
    bonusesAvailable: 'Bonuses (available)',
  },
  appMenu: {
    label: (appName: string) => `${appName} menu`,
    counter: (count: number) => `${count} active`,
  },
  pages: {
    loading: 'Loading the page',
  },
  toasts: {
    regionLabel: 'Notifications',
  },
  modals: {
    /** The shell's own modal's title; the other modals' titles are their owners'. */
    whatsNewTitle: "What's New",
    loading: 'Loading…',
    loadError: 'This window could not be loaded. Check your connection and try again.',
    retry: 'Retry',
  },
  footer: {
    label: 'Site information',
    linksLabel: 'Legal and help',
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    responsibleGambling: 'Responsible Gambling',
    gamblingHelp: (helpline: string) =>
      `Gambling problem? Call ${helpline} for free and confidential help, 24/7.`,
    gamblingHelpNoNumber: 'Gambling problem? Free and confidential help is available 24/7.',
    version: (version: string) => `Version ${version}`,
    serverTime: 'Server time',
    sessionTime: 'Session time',
    copyright: (year: number, company: string) => `© ${year} ${company}`,
    helpLabel: 'Gambling help',
    callHelpline: (helpline: string) => `Call ${helpline}`,
    minimumAge: (years: number) => `You must be ${years}+ to gamble.`,
    helpLinks: {
      gamblingHelpOnline: 'Gambling Help Online',
      betStop: 'BetStop - the National Self-Exclusion Register',
      nzHelpline: 'Gambling Helpline New Zealand',
      usOnlineHelp: 'Problem gambling help online',
    },
  },
} as const;

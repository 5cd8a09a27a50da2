// The demo client apps' own texts (stand-ins for the other teams' apps).
export const messages = {
  balance: 'Balance',
  deposit: 'Deposit',
  login: 'Log in',
  signedOut: 'Log in to play with your portal balance.',
  notFound: 'This page does not exist.',
  renderError: 'Something went wrong. Please reload the page.',
  platformUnreachable: 'Could not connect. Check your connection and try again.',
  backHome: (appName: string) => `Back to ${appName}`,
  betting: {
    featured: 'Featured events',
    startsAt: 'Starts',
    bet: (stake: string) => `Bet ${stake}`,
    betName: (stake: string, selection: string, event: string) =>
      `Bet ${stake} on ${selection}, ${event}`,
    betPlaced: (stake: string, selection: string, price: string) =>
      `Bet placed: ${stake} on ${selection} at ${price}.`,
    myBets: 'My Bets',
    myBetsSignedOut: 'Log in to see your bets.',
    activeBets: (count: number) =>
      count === 0
        ? 'You have no active bets.'
        : `You have ${count} active ${count === 1 ? 'bet' : 'bets'}.`,
    liveChat: 'Live Chat',
    liveChatText:
      'Our Customer Service team is here to chat 24 hours a day, 7 days a week. Have your username ready.',
  },
  fantasy: {
    featured: 'Featured contests',
    entry: 'Entry',
    prizes: 'Prizes',
    enter: 'Enter',
    enterName: (contest: string) => `Enter ${contest}`,
    entered: (contest: string, fee: string) => `Entered ${contest} for ${fee}.`,
    myContests: 'My Contests',
    myContestsSignedOut: 'Log in to see your contests.',
    activeContests: (count: number) =>
      count === 0
        ? 'You are not entered in any contest.'
        : `You are entered in ${count} active ${count === 1 ? 'contest' : 'contests'}.`,
    myTeams: 'My Teams',
    myTeamsSignedOut: 'Log in to see your teams.',
    noTeams: 'You have no saved teams. The teams you draft for a contest are kept here.',
    history: 'History',
    historySignedOut: 'Log in to see your contest history.',
    noHistory:
      'No finished contests yet. Your results appear here when a contest you entered ends.',
  },
};

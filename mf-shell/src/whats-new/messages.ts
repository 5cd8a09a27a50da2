// The what's-new carousel's texts (in its chunk).
export const whatsNewMessages = {
  next: 'Next',
  slidesLabel: "What's new slides",
  position: (slide: number, total: number) => `Slide ${slide} of ${total}`,
  slides: [
    {
      title: 'One account, two brands',
      body: 'Bet on sport and play fantasy with the same login and the same balance. Switch brands from the top bar.',
    },
    {
      title: 'Your balance at a glance',
      body: 'Tap your balance to see your bonuses, your bets and contests, and how long you have been playing.',
    },
    {
      title: 'Deposit in seconds',
      body: 'Add funds by card, PayID and more from Deposit, wherever you are in the portal.',
    },
    {
      title: 'Stay in control',
      body: 'Set deposit limits, take a break or self-exclude at any time under My Account.',
    },
  ],
} as const;

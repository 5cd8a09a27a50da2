// The post-signup tutorial's texts (in the signed-in header's chunk).
export const tutorialMessages = {
  next: 'Next',
  done: 'Done',
  skip: 'Skip tour',
  position: (step: number, total: number) => `Step ${step} of ${total}`,
  steps: {
    balance: {
      title: 'Your balance',
      body: 'Your balance works for both brands. Open it for your bonuses, deposits, withdrawals and session time.',
    },
    brandSwitcher: {
      title: 'Switch brands',
      body: 'Move between betting and fantasy here; your account and balance come with you.',
    },
    bonus: {
      title: 'Your bonuses',
      body: 'The gift shows the bonus cash and tickets you can use on each brand.',
    },
  },
} as const;

// The landing page's texts (in its chunk).
export const landingMessages = {
  title: 'One account to bet and play',
  intro: 'Choose where to start. Your account and balance work across both.',
  open: (appName: string) => `Go to ${appName}`,
} as const;

// The notice of limit changes ready to be confirmed (issue 31).
export const limitConfirmationMessages = {
  title: 'Confirm your limit change.',
  one: (type: string, date: string) =>
    `Your ${type.toLowerCase()} limit change is ready. Confirm it by ${date}, or it lapses and your current limit stays.`,
  many: (count: number, date: string) =>
    `${count} limit changes are ready. Confirm each by ${date} at the latest, or it lapses and your current limit stays.`,
  review: 'Review your limits',
} as const;

// The net position strip's texts (in the signed-in header's chunk).
export const netPositionMessages = {
  title: 'Net result',
  thisMonth: 'This month',
  thisYear: 'This year',
  lifetime: 'Since opening',
  loading: 'Loading your net result',
  viewActivity: 'View activity',
} as const;

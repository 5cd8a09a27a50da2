// The reality check's texts (in the signed-in header's chunk).
export const realityCheckMessages = {
  title: 'Reality check',
  loggedIn: 'You have been logged in for',
  netResult: 'Your net result this session',
  continue: 'Continue',
  viewActivity: 'View activity',
  logout: 'Log out',
} as const;

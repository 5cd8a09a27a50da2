// The not-found pages' texts (in their chunk).
export const notFoundMessages = {
  title: 'Page not found',
  body: "The page you are looking for doesn't exist or has moved.",
  home: 'Back to home',
  accountHome: 'Go to your profile',
} as const;

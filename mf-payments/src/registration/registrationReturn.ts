/**
 * The US provider's registration pages (a US deposit's, a US withdrawal method's) send the player
 * back to a page of the portal: the failed one carries `registration=cancelled`, so that page can say
 * the registration was cancelled and nothing happened.
 */
const PARAM = 'registration';
const CANCELLED = 'cancelled';

/** The page `href` as the registration's return address, and as its address when cancelled. */
export function registrationReturn(href: string) {
  const back = new URL(href);
  back.searchParams.delete(PARAM);
  const cancelled = new URL(back);
  cancelled.searchParams.set(PARAM, CANCELLED);
  return { returnUrl: back.toString(), failedUrl: cancelled.toString() };
}

/** Whether a page's query parameters say the player cancelled a registration. */
export function registrationCancelled(params: { get: (name: string) => string | null }): boolean {
  return params.get(PARAM) === CANCELLED;
}

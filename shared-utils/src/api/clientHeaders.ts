/**
 * The headers every call from the portal to its API carries (spec 1 §7): JSON answers, the web
 * platform, and the product, the page's host name, which tells the API the brand.
 */
export function clientHeaders(): Record<string, string> {
  return {
    Accept: 'application/json',
    'X-Platform': 'web',
    'X-Product': window.location.hostname,
  };
}

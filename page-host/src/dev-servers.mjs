/** The micro-frontends' dev servers (npm start -w <package>) a portal on this machine may load from. */
export function devServerOrigins(publicHost) {
  if (!['localhost', '127.0.0.1'].includes(publicHost)) return [];
  return Array.from({ length: 8 }, (_, i) => `http://localhost:${9101 + i}`);
}

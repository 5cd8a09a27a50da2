/** True when `pathname` is `prefix` itself or lies below it (`/betting`, `/betting/my-bets`). */
export function isUnder(pathname: string, prefix: string) {
  const base = prefix.replace(/\/+$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}

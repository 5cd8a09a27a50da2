/** `NODE_ENV=production` or `PORTAL_ENV=production`, as portal-api reads it. */
export function isProduction(env) {
  return env.NODE_ENV === 'production' || env.PORTAL_ENV === 'production';
}

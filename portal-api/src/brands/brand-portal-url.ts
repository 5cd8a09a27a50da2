import { brandForHost } from '@portal/brands';
import type { AppConfig } from '../config';

/**
 * The address of the portal of brand `brandId`, for the links the API e-mails and the pages it
 * redirects to: PORTAL_URL when that address serves the brand, else PORTAL_URL on the brand's
 * first host name (same scheme, port and path), so that every brand's players come back to their
 * own site. No brand, or one it does not know, gets PORTAL_URL.
 */
export function brandPortalUrl(
  { portalUrl, brands, publicHost }: Pick<AppConfig, 'portalUrl' | 'brands' | 'publicHost'>,
  brandId: number | null,
): string {
  const brand = brands.find((candidate) => candidate.id === brandId);
  const url = new URL(portalUrl);
  if (!brand || brandForHost(brands, url.hostname, { publicHost })?.id === brand.id) {
    return portalUrl;
  }
  url.hostname = brand.hosts[0];
  return url.href.replace(/\/$/, '');
}

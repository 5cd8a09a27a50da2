import { loadBrands } from '@portal/brands';
import { brandPortalUrl } from './brand-portal-url';

const brands = loadBrands();
const at = (portalUrl: string, brandId: number | null, publicHost = 'localhost') =>
  brandPortalUrl({ portalUrl, brands, publicHost }, brandId);

describe('brandPortalUrl', () => {
  it('keeps PORTAL_URL for the brand it serves, whichever of its hosts it names', () => {
    expect(at('http://localhost:9000', 1)).toBe('http://localhost:9000');
    expect(at('http://127.0.0.1:9300', 1)).toBe('http://127.0.0.1:9300');
    expect(at('http://192.168.1.20:9000', 1, '192.168.1.20')).toBe('http://192.168.1.20:9000');
  });

  it('moves another brand to its own host, keeping the scheme, port and path', () => {
    expect(at('http://localhost:9000', 2)).toBe('http://brand-b.localhost:9000');
    expect(at('https://portal.example.com/play', 2)).toBe('https://brand-b.localhost/play');
  });

  it('gives PORTAL_URL for no brand or one it does not know', () => {
    expect(at('http://localhost:9000', 99)).toBe('http://localhost:9000');
    expect(at('http://localhost:9000', null)).toBe('http://localhost:9000');
  });
});

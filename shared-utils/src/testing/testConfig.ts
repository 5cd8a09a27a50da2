import { defaultConfig } from '../config/defaultConfig';
import type { BrandConfig, PortalConfig } from '../config/PortalConfig';

const HELPLINES = { AU: '1800 858 858', NZ: '0800 654 655', US: '1-800-GAMBLER' };

/** A brand as the static host writes it into the runtime config, for tests. */
export const testBrand: BrandConfig = {
  id: 7,
  slug: 'test-brand',
  name: 'Test Brand',
  company: 'Test Brand Gaming Pty Ltd',
  support: { phone: '1300 555 000', email: 'support@brand.test' },
  urls: defaultConfig.brand.urls,
  legal: {
    terms: { version: '2026-03', url: '/brand/test-brand/legal/terms-and-conditions.json' },
    privacyPolicy: { version: '2026-01', url: '/brand/test-brand/legal/privacy-policy.json' },
    responsibleGambling: {
      version: '2026-01',
      url: '/brand/test-brand/legal/responsible-gambling-policy.json',
    },
  },
  logos: { light: '/brand/test-brand/logo-light.svg', dark: '/brand/test-brand/logo-dark.svg' },
  bankTransfer: {
    bank_name: 'Test Bank',
    account_name: 'Test Brand Gaming Pty Ltd',
    account_number: '11223344',
    bsb_number: '012-345',
  },
  identityRuleSets: { AU: 'ruleSetT', NZ: 'ruleSetT' },
  regions: {
    AU: { helpline: HELPLINES.AU, regulator: 'Test regulator AU' },
    NZ: { helpline: HELPLINES.NZ, regulator: 'Test regulator NZ' },
    US: { helpline: HELPLINES.US, regulator: 'Test regulator US' },
  },
};

/** The runtime config of a page served for `testBrand`, with any overrides on top. */
export function testConfig(overrides: Partial<PortalConfig> = {}): PortalConfig {
  return {
    ...defaultConfig,
    brand: testBrand,
    helplines: HELPLINES,
    ...overrides,
  };
}

import { bettingApp, fantasyApp } from './defaultClientApps';
import type { PortalConfig } from './PortalConfig';

/** The shipped configuration (spec 1 §9); /config.json overrides any part of it. */
export const defaultConfig: PortalConfig = {
  brand: {
    id: 1,
    slug: '',
    name: 'Portal',
    company: 'Portal Pty Ltd',
    urls: {
      responsibleGambling: '/responsible-gambling-policy',
      terms: '/terms-and-conditions',
      privacyPolicy: '/privacy-policy',
    },
    legal: {
      responsibleGambling: { version: '', url: '' },
      terms: { version: '', url: '' },
      privacyPolicy: { version: '', url: '' },
    },
    logos: { light: '', dark: '' },
    bankTransfer: {
      bank_name: 'Commonwealth Bank',
      account_name: 'Portal Pty Ltd',
      account_number: '12345678',
      bsb_number: '062-000',
    },
    identityRuleSets: { AU: 'ruleSetN', NZ: 'ruleSetN' },
    regions: {},
  },
  region: 'AU',
  usState: 'IA',
  language: 'enAU',
  appVersion: '1.27.0',
  apiBaseUrl: 'http://localhost:9001',
  realtime: { key: 'portal-key', host: 'localhost', port: 6001, forceTLS: false },
  features: {
    fantasy: true,
    defaultFantasy: false,
    spendingLimit: true,
    cardPayment: true,
    identityCheck: true,
    inviteOnlySignup: false,
    singleBrand: false,
    responsibleGamblingBlock: true,
    landingExact: false,
  },
  inactivityTimeoutMs: 0,
  whatsNewVersion: '1.27.0',
  helplines: { AU: '1800 858 858', NZ: '0800 654 655', US: '1-800-GAMBLER' },
  clientApps: [bettingApp, fantasyApp],
  recaptcha: { siteKey: '' },
  devtools: { allowImportMapOverrides: false },
  // The location simulator's credentials (location-simulator/); a production host sets its own.
  location: {
    ports: [9703, 9704, 9705],
    installerKey: 'portal-simulator-installer',
    environmentId: 'dev',
    license: 'portal-simulator-license',
    ipServiceUrl: '',
    ipServiceIntervalMs: 10_000,
    errorLogUrl: '',
  },
};

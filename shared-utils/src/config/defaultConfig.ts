import { bettingApp, fantasyApp } from './defaultClientApps';
import type { PortalConfig } from './PortalConfig';

/** The shipped configuration (spec 1 §9); the runtime config overrides any part of it. */
export const defaultConfig: PortalConfig = {
  // The brand comes from the runtime config the static host writes for the page's host name: the
  // build names none, so these are empty until the config arrives.
  brand: {
    id: 0,
    slug: '',
    name: '',
    company: '',
    support: { phone: '', email: '' },
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
    bankTransfer: { bank_name: '', account_name: '', account_number: '', bsb_number: '' },
    identityRuleSets: { AU: '', NZ: '' },
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
  helplines: { AU: '', NZ: '', US: '' },
  clientApps: [bettingApp, fantasyApp],
  recaptcha: { siteKey: '' },
  devtools: { allowImportMapOverrides: false },
  // The page host names the collector (PORTAL_ERROR_REPORT_URL, by default the API's).
  errorReportUrl: '',
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

import type { SmtpSettings } from './mail/smtp-settings';

/** The third parties behind interfaces (DESIGN §6), each with an offline sandbox. */
export type IntegrationName =
  | 'captcha'
  | 'mail'
  | 'sms'
  | 'identity'
  | 'places'
  | 'cards'
  | 'payid'
  | 'cashCodes'
  | 'usPayments'
  | 'location';

export interface IntegrationProviders {
  /** The variable that picks the provider. */
  envName: string;
  /** Provider name to the variables it needs; `sandbox` needs none. */
  providers: Record<string, string[]>;
}

/**
 * The providers each integration can use. `sandbox` is the default and runs offline; the others are
 * production providers, refused at start-up without their credentials.
 */
export const INTEGRATION_PROVIDERS: Record<IntegrationName, IntegrationProviders> = {
  captcha: {
    envName: 'CAPTCHA_PROVIDER',
    providers: { sandbox: [], off: [], recaptcha: ['RECAPTCHA_SECRET'] },
  },
  // smtp needs SMTP_URL or SMTP_HOST: mail/smtp-settings.ts reads them.
  mail: { envName: 'MAIL_PROVIDER', providers: { sandbox: [], smtp: [] } },
  sms: {
    envName: 'SMS_PROVIDER',
    providers: { sandbox: [], twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] },
  },
  identity: {
    envName: 'IDENTITY_PROVIDER',
    providers: { sandbox: [], greenid: ['GREENID_ACCOUNT_ID', 'GREENID_API_PASSWORD'] },
  },
  places: {
    envName: 'PLACES_PROVIDER',
    providers: { sandbox: [], google: ['GOOGLE_MAPS_API_KEY'] },
  },
  cards: {
    envName: 'CARD_PAYMENTS_PROVIDER',
    providers: { sandbox: [], fatzebra: ['FATZEBRA_USERNAME', 'FATZEBRA_TOKEN'] },
  },
  payid: {
    envName: 'PAYID_PROVIDER',
    providers: { sandbox: [], zepto: ['ZEPTO_CLIENT_ID', 'ZEPTO_CLIENT_SECRET'] },
  },
  cashCodes: {
    envName: 'CASH_CODES_PROVIDER',
    providers: { sandbox: [], blueshyft: ['BLUESHYFT_API_KEY'] },
  },
  usPayments: {
    envName: 'US_PAYMENTS_PROVIDER',
    providers: { sandbox: [], paysafe: ['PAYSAFE_API_KEY', 'PAYSAFE_API_SECRET'] },
  },
  location: {
    envName: 'LOCATION_PROVIDER',
    providers: { sandbox: [], geocomply: ['GEOCOMPLY_API_KEY'] },
  },
};

export interface IntegrationChoice {
  provider: string;
  /** The variables the provider needs, by name. */
  credentials: Record<string, string>;
}

export type IntegrationsConfig = Record<IntegrationName, IntegrationChoice> & {
  /** The sender of e-mails. */
  mailFrom: string;
  /** MAIL_PROVIDER=smtp's server; null for the sandbox. */
  smtp: SmtpSettings | null;
  /** The key the location sandbox signs geo packets with (docs/withdrawals-api.md). */
  locationSandboxSecret: string;
};

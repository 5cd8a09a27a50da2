import { disabledCaptcha, sandboxCaptcha, type Captcha } from './captcha/captcha';
import { createRecaptcha } from './captcha/recaptcha';
import type { Queryable } from '../db/db';
import type { IdentityVerifier } from './identity/identity-verifier';
import { createSandboxIdentityVerifier } from './identity/sandbox-identity';
import type { IntegrationName, IntegrationsConfig } from './integration-config';
import { INTEGRATION_PROVIDERS } from './integration-config';
import { createSandboxMailer, type Mailer } from './mail/mailer';
import { createSmtpMailer } from './mail/smtp-mailer';
import type { Outbox } from './outbox';
import { createGooglePlaces } from './places/google-places';
import type { Places } from './places/places';
import { sandboxPlaces } from './places/sandbox-places';
import { createSandboxSmsSender, type SmsSender } from './sms/sms-sender';
import type { CardGateway } from './cards/card-gateway';
import { createSandboxCardGateway } from './cards/sandbox-card-gateway';
import type { CashCodeProvider } from './cash-codes/cash-code-provider';
import { createSandboxCashCodes } from './cash-codes/sandbox-cash-codes';
import type { PayIdProvider } from './payid/payid-provider';
import { createSandboxPayIdProvider } from './payid/sandbox-payid';
import { createSandboxUsPayments } from './us-payments/sandbox-us-payments';
import type { UsPaymentProvider } from './us-payments/us-payment-provider';
import type { LocationVerifier } from './location/location-verifier';
import { createSandboxLocationVerifier } from './location/sandbox-location';

/** The third parties the API talks to. */
export interface Integrations {
  captcha: Captcha;
  mailer: Mailer;
  sms: SmsSender;
  identity: IdentityVerifier;
  places: Places;
  cards: CardGateway;
  payid: PayIdProvider;
  cashCodes: CashCodeProvider;
  usPayments: UsPaymentProvider;
  location: LocationVerifier;
}

/** A production provider this reference server has no client for: refused at start-up. */
function notInThisBuild(name: IntegrationName, provider: string, iface: string): never {
  const { envName } = INTEGRATION_PROVIDERS[name];
  throw new Error(
    `${envName}=${provider}: this reference server has no ${provider} client; implement ` +
      `${iface} (src/integrations/${name}) for it and select it in src/integrations/integrations.ts`,
  );
}

/** The sandbox, or a start-up refusal for a production provider this build has no client for. */
function sandboxOnly<T>(
  name: IntegrationName,
  provider: string,
  iface: string,
  sandbox: () => T,
): T {
  return provider === 'sandbox' ? sandbox() : notInThisBuild(name, provider, iface);
}

/**
 * The implementation each integration's configured provider names. Sandboxes run offline (the
 * e-mail and SMS ones write to the outbox, which stays for development; e-mail goes over SMTP with
 * MAIL_PROVIDER=smtp, the identity and payment ones keep their records in the
 * database); production providers were checked for their credentials by loadConfig.
 * `apiPublicUrl` is where sandbox pages (the cash code picture) are served.
 */
export function createIntegrations(
  config: IntegrationsConfig,
  outbox: Outbox,
  db: Queryable,
  apiPublicUrl: string,
): Integrations {
  const { captcha, mail, sms, identity, places, cards, payid, cashCodes, usPayments, location } =
    config;
  return {
    captcha:
      captcha.provider === 'recaptcha'
        ? createRecaptcha(captcha.credentials.RECAPTCHA_SECRET)
        : captcha.provider === 'off'
          ? disabledCaptcha
          : sandboxCaptcha,
    mailer:
      mail.provider === 'smtp' && config.smtp
        ? createSmtpMailer(config.smtp, config.mailFrom)
        : sandboxOnly('mail', mail.provider, 'Mailer', () => createSandboxMailer(outbox)),
    sms: sandboxOnly('sms', sms.provider, 'SmsSender', () => createSandboxSmsSender(outbox)),
    identity: sandboxOnly('identity', identity.provider, 'IdentityVerifier', () =>
      createSandboxIdentityVerifier(db),
    ),
    places:
      places.provider === 'google'
        ? createGooglePlaces(places.credentials.GOOGLE_MAPS_API_KEY)
        : sandboxPlaces,
    cards: sandboxOnly('cards', cards.provider, 'CardGateway', () => createSandboxCardGateway(db)),
    payid: sandboxOnly('payid', payid.provider, 'PayIdProvider', () =>
      createSandboxPayIdProvider(db),
    ),
    cashCodes: sandboxOnly('cashCodes', cashCodes.provider, 'CashCodeProvider', () =>
      createSandboxCashCodes(db, apiPublicUrl),
    ),
    usPayments: sandboxOnly('usPayments', usPayments.provider, 'UsPaymentProvider', () =>
      createSandboxUsPayments(db, apiPublicUrl),
    ),
    location: sandboxOnly('location', location.provider, 'LocationVerifier', () =>
      createSandboxLocationVerifier(config.locationSandboxSecret),
    ),
  };
}

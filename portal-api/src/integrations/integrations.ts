import { disabledCaptcha, sandboxCaptcha, type Captcha } from './captcha/captcha';
import { createRecaptcha } from './captcha/recaptcha';
import type { Queryable } from '../db/db';
import type { IdentityVerifier } from './identity/identity-verifier';
import { createSandboxIdentityVerifier } from './identity/sandbox-identity';
import type { IntegrationName, IntegrationsConfig } from './integration-config';
import { INTEGRATION_PROVIDERS } from './integration-config';
import { createSandboxMailer, type Mailer } from './mail/mailer';
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
}

/** A production provider this reference server has no client for: refused at start-up. */
function notInThisBuild(name: IntegrationName, provider: string, iface: string): never {
  const { envName } = INTEGRATION_PROVIDERS[name];
  throw new Error(
    `${envName}=${provider}: this reference server has no ${provider} client; implement ` +
      `${iface} (src/integrations/${name}) for it and select it in src/integrations/integrations.ts`,
  );
}

/**
 * The implementation each integration's configured provider names. Sandboxes run offline (the
 * e-mail and SMS ones write to the outbox, the identity and payment ones keep their records in the
 * database); production providers were checked for their credentials by loadConfig.
 * `apiPublicUrl` is where sandbox pages (the cash code picture) are served.
 */
export function createIntegrations(
  config: IntegrationsConfig,
  outbox: Outbox,
  db: Queryable,
  apiPublicUrl: string,
): Integrations {
  const { captcha, mail, sms, identity, places, cards, payid, cashCodes, usPayments } = config;
  return {
    captcha:
      captcha.provider === 'recaptcha'
        ? createRecaptcha(captcha.credentials.RECAPTCHA_SECRET)
        : captcha.provider === 'off'
          ? disabledCaptcha
          : sandboxCaptcha,
    mailer:
      mail.provider === 'sandbox'
        ? createSandboxMailer(outbox)
        : notInThisBuild('mail', mail.provider, 'Mailer'),
    sms:
      sms.provider === 'sandbox'
        ? createSandboxSmsSender(outbox)
        : notInThisBuild('sms', sms.provider, 'SmsSender'),
    identity:
      identity.provider === 'sandbox'
        ? createSandboxIdentityVerifier(db)
        : notInThisBuild('identity', identity.provider, 'IdentityVerifier'),
    places:
      places.provider === 'google'
        ? createGooglePlaces(places.credentials.GOOGLE_MAPS_API_KEY)
        : sandboxPlaces,
    cards:
      cards.provider === 'sandbox'
        ? createSandboxCardGateway(db)
        : notInThisBuild('cards', cards.provider, 'CardGateway'),
    payid:
      payid.provider === 'sandbox'
        ? createSandboxPayIdProvider(db)
        : notInThisBuild('payid', payid.provider, 'PayIdProvider'),
    cashCodes:
      cashCodes.provider === 'sandbox'
        ? createSandboxCashCodes(db, apiPublicUrl)
        : notInThisBuild('cashCodes', cashCodes.provider, 'CashCodeProvider'),
    usPayments:
      usPayments.provider === 'sandbox'
        ? createSandboxUsPayments(db)
        : notInThisBuild('usPayments', usPayments.provider, 'UsPaymentProvider'),
  };
}

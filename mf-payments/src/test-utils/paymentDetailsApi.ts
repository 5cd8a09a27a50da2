import type { User } from '@portal/shared-utils';
import { fakeResponse, type Route } from '@portal/shared-utils/testing';
import type { PaymentDetailName, PaymentDetails } from '../payment-details/paymentDetailQuery';

/** A player for tests: their fields, and the payment details the API embeds only when asked. */
export type TestPlayer = Partial<User> & Partial<PaymentDetails>;

/** What the API embeds for a player who has saved nothing. */
const NO_DETAILS: PaymentDetails = {
  user_bank_account: null,
  payid_details: { payid: null },
  bpay_details: { biller_code: '123456', user_reference: '5' },
};

const NAMES = Object.keys(NO_DETAILS) as PaymentDetailName[];

/** The player's fields without their payment details (what the shared user carries). */
export function playerFields(player: TestPlayer): Partial<User> {
  const isDetail = (key: string) => (NAMES as string[]).includes(key);
  return Object.fromEntries(Object.entries(player).filter(([key]) => !isDetail(key)));
}

/**
 * "GET /users/current?embed={name}" for each payment detail, answered with the player's as it is
 * when asked (a test may change it to stand for the server's change), else the API's empty one.
 */
export function paymentDetailRoutes(player: TestPlayer): Record<string, Route> {
  return Object.fromEntries(
    NAMES.map((name) => [
      `GET /users/current?embed=${name}`,
      () => fakeResponse({ body: { data: { [name]: player[name] ?? NO_DETAILS[name] } } }),
    ]),
  );
}

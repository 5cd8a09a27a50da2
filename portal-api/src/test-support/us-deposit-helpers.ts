import type { CardFunding } from '@portal/contract';
import { US_DEPOSIT_METHOD } from '@portal/contract';
import type { DepositSession } from './deposit-helpers';
import { claimsAt, geoPacket } from './withdrawal-helpers';

/** A fresh geo packet proving the US player is in Iowa now. */
export const located = ({ t, userId }: DepositSession) => ({
  geo_packet: geoPacket(t.config.integrations.locationSandboxSecret, claimsAt(t.clock(), userId)),
});

/**
 * A US deposit request of `amount` cents by `method` (the card method unless given), taken
 * through the sandbox widget to a payment token: approved or declined, paid with a test card of
 * `funding` when given.
 */
export async function usCheckout(
  session: DepositSession,
  amount: number,
  checkout: { outcome: 'approve' | 'decline'; funding?: CardFunding; method?: number },
) {
  const { outcome, funding, method = US_DEPOSIT_METHOD.creditCard } = checkout;
  const created = await session.call('POST', '/deposit/paysafe/create', {
    deposit_request_type_id: method,
    amount,
    return_url: 'http://localhost:9000/deposit/success',
    ...located(session),
  });
  const { id } = created.json().data;
  const widget = await session.call('POST', `/sandbox/paysafe/requests/${id}/checkout`, {
    outcome,
    funding,
  });
  return { created, id, token: widget.json().data.token as string };
}

/** Processes the request `id` with the widget's `token` from inside the state. */
export const usProcess = (session: DepositSession, id: number, token: string) =>
  session.call('POST', `/deposit/paysafe/${id}/process`, { token, ...located(session) });

import type { FastifyBaseLogger } from 'fastify';

/**
 * The sandbox card provider tells the merchant that a payment reached its outcome, as the real one
 * calls the merchant's webhook: an HTTP POST naming the payment to `url` (the API's
 * POST /deposit/fatzebra/notify), in the background, once. A lost notification is logged; the
 * reconciliation job settles what it leaves.
 */
export function notifyMerchant(
  url: string | null,
  reference: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): void {
  if (!url) return;
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reference_number: reference }),
    signal: AbortSignal.timeout(5000),
  })
    .then((response) => {
      if (!response.ok)
        log.warn({ reference, status: response.status }, 'card notification refused');
    })
    .catch((error: unknown) =>
      log.warn({ err: error, reference }, 'card notification not delivered'),
    );
}

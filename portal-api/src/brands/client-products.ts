import type { Brand } from '@portal/brands';
import type { IdName } from '@portal/contract';

/**
 * The brand's client app `clientId` under the product name its players know (spec 2 §3: a
 * transaction's product, the client a promotion is redeemable on); null when the brand has no
 * such app.
 */
export function clientProduct(brand: Brand, clientId: number): IdName | null {
  const app = brand.clientApps.find((candidate) => candidate.clientId === clientId);
  return app ? { id: clientId, name: app.product } : null;
}

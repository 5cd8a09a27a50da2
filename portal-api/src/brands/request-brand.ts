import { brandForHost, sharesAccounts, type Brand } from '@portal/brands';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tokenStatusError } from '../auth/token-status';
import type { AppConfig } from '../config';
import { generalError } from '../http/http-error';
import { messages } from '@portal/contract';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand named by the X-Product header (the page's host name), or null. */
    brand: Brand | null;
  }
  interface FastifyInstance {
    /** Every brand this API serves (config.brands). */
    brands: Brand[];
  }
}

/**
 * Reads each request's brand from X-Product, the host name of the portal page that calls (every
 * call the portal makes carries it). Routes that serve a brand's data or a player ask `brandOf`,
 * which refuses a request without a known brand; the others (health, e-mailed links, images,
 * sandbox pages, development tools) do not need one. With the development routes on (never in
 * production: see production-safety), a call without X-Product, such as a test's or a developer's
 * curl, is the lowest-id brand's; an X-Product that names no brand is refused all the same.
 */
export function resolveRequestBrands(
  app: FastifyInstance,
  { brands, publicHost, devRoutes }: Pick<AppConfig, 'brands' | 'publicHost' | 'devRoutes'>,
): void {
  const withoutProduct = devRoutes ? ([...brands].sort((a, b) => a.id - b.id)[0] ?? null) : null;
  app.decorate('brands', brands);
  app.decorateRequest('brand', null);
  app.addHook('onRequest', async (request) => {
    const product = request.headers['x-product'];
    request.brand =
      product === undefined
        ? withoutProduct
        : brandForHost(brands, String(product), { publicHost });
  });
}

/** The request's brand; a 400 when X-Product is missing or names no brand this API serves. */
export function brandOf(request: FastifyRequest): Brand {
  if (!request.brand) throw generalError(400, messages.unknownProduct);
  return request.brand;
}

/**
 * The ids of the brands whose players may use their accounts on brand `brandId`: itself first
 * (sharing goes both ways, so these are also the brands an account of `brandId` may be used on).
 */
export function accountBrandIds(brands: Brand[], brandId: number): number[] {
  const brand = brands.find((candidate) => candidate.id === brandId);
  const sharing = brand
    ? brands.filter((owner) => owner.id !== brandId && sharesAccounts(owner, brand))
    : [];
  return [brandId, ...sharing.map((owner) => owner.id)];
}

/**
 * Refuses (401, an invalid token) a token of an account of brand `ownerBrandId` on the request's
 * brand, unless the two brands share accounts.
 */
export function assertTokenBrand(request: FastifyRequest, ownerBrandId: number): void {
  const brand = brandOf(request);
  if (!accountBrandIds(request.server.brands, brand.id).includes(ownerBrandId)) {
    throw tokenStatusError('invalid', messages.tokenInvalid);
  }
}

// What the page host adds to Fastify's requests and route configs (page-host.mjs).
import 'fastify';
import type { brandSites } from './brand-sites.mjs';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's decoded path (request-path.mjs). */
    pathname: string;
    /** The brand's site the Host header names (brand-sites.mjs); null on the health routes. */
    site: ReturnType<ReturnType<typeof brandSites>['siteFor']>;
  }
  interface FastifyContextConfig {
    /** Answered whatever the Host header (the health routes). */
    anyHost?: boolean;
  }
}

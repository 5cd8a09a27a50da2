// One portal build serves several brands, chosen by the request's host name from the brands'
// allow-lists (@portal/brands). For each brand the page host keeps its runtime config (the
// deployment's settings with the brand's name, texts, legal documents, logos, client apps and
// flags) and its theme: the design tokens as CSS custom properties written into the page's head,
// so every micro-frontend mounts with them.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { brandForHost, loadBrands } = require('@portal/brands');

/** Every host name a brand is served at (the brands' allow-lists). */
export const brandHosts = (dataDir) => loadBrands(dataDir).flatMap((brand) => brand.hosts);

/**
 * The intrinsic size of an SVG logo (its width and height, or its viewBox), so the page can keep its
 * room before it loads; undefined for another kind of image or an SVG without either.
 */
export function svgSize(file) {
  if (!file.endsWith('.svg')) return undefined;
  const root = /<svg\b[^>]*>/.exec(fs.readFileSync(file, 'utf8'))?.[0] ?? '';
  const attribute = (name) => Number(new RegExp(`\\s${name}="([\\d.]+)"`).exec(root)?.[1]);
  const [, , boxWidth, boxHeight] = (/\sviewBox="([^"]+)"/.exec(root)?.[1] ?? '')
    .split(/[\s,]+/)
    .map(Number);
  const width = attribute('width') || boxWidth;
  const height = attribute('height') || boxHeight;
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** The URL path of a file of a brand's folder, served by the page host. */
const brandFileUrl = (brand, file) => `/brand/${brand.slug}/${file}`;

/** The CSS custom properties of a brand's tokens (the names the micro-frontends' CSS uses). */
export function themeStyle({ tokens }) {
  const { colors, fonts, radii } = tokens;
  const properties = {
    '--color-primary': colors.primary,
    '--color-on-primary': colors.onPrimary,
    '--color-header': colors.header,
    '--color-on-header': colors.onHeader,
    '--color-accent': colors.accent,
    '--color-background': colors.background,
    '--color-surface': colors.surface,
    '--color-text': colors.text,
    '--color-focus': colors.focus,
    '--font-family': fonts.body,
    '--radius-md': radii.small,
    '--radius': radii.medium,
    '--radius-lg': radii.large,
  };
  const declarations = Object.entries(properties).map(([name, value]) => `${name}:${value}`);
  return `<style id="brand-tokens">:root{${declarations.join(';')}}</style>`;
}

/** The runtime config's brand part: what the micro-frontends show of the brand. */
export function brandConfig(brand) {
  const legal = Object.fromEntries(
    Object.entries(brand.legal).map(([kind, { version, file }]) => [
      kind,
      { version, url: brandFileUrl(brand, file) },
    ]),
  );
  return {
    brand: {
      id: brand.id,
      slug: brand.slug,
      name: brand.name,
      company: brand.company,
      support: brand.support,
      urls: {
        responsibleGambling: brand.legal.responsibleGambling.path,
        terms: brand.legal.terms.path,
        privacyPolicy: brand.legal.privacyPolicy.path,
      },
      legal,
      logos: {
        light: brandFileUrl(brand, brand.logos.light),
        dark: brandFileUrl(brand, brand.logos.dark),
        darkSize: svgSize(path.join(brand.dir, brand.logos.dark)),
      },
      bankTransfer: brand.bankTransfer,
      identityRuleSets: brand.identityRuleSets,
      regions: brand.regions,
    },
    helplines: Object.fromEntries(
      Object.entries(brand.regions).map(([region, { helpline }]) => [region, helpline]),
    ),
    clientApps: brand.clientApps,
  };
}

/**
 * The brands' sites over the deployment's runtime config `base` (runtime-config.mjs): `siteFor(host)`
 * gives the brand, its page config and theme for a request's Host header, or null for a host no
 * brand lists. A flag set in the deployment's environment wins over the brand's.
 * @param {any} base
 * @param {{ publicHost?: string, dataDir?: string }} [where]
 */
export function brandSites(base, where = {}) {
  const { publicHost, dataDir } = where;
  const brands = loadBrands(dataDir);
  const sites = new Map(
    brands.map((brand) => {
      const { brand: brandPart, helplines, clientApps } = brandConfig(brand);
      const config = {
        ...base,
        brand: brandPart,
        helplines,
        clientApps,
        features: { ...brand.features, ...base.features },
      };
      return [
        brand.slug,
        {
          brand,
          config,
          configJson: Buffer.from(JSON.stringify(config)),
          theme: themeStyle(brand),
        },
      ];
    }),
  );
  return {
    brands,
    siteFor: (host) => {
      const brand = brandForHost(brands, host, { publicHost });
      return brand ? sites.get(brand.slug) : null;
    },
  };
}

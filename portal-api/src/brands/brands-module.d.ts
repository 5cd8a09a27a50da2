/** What the API uses of @portal/brands (brands/src, CommonJS without type declarations). */
declare module '@portal/brands' {
  export interface BrandClientApp {
    clientId: number;
    name: string;
    /** The product the app trades under (a transaction's product, a promotion's client). */
    product: string;
    bonusTypes: Array<{ type: 'cash' | 'ticket'; name: string; icon: string }>;
    balanceLinks: Array<{ icon: string; url: string; name: string; counterKey?: string }>;
  }

  export interface BrandLegalDocument {
    version: string;
    path: string;
    file: string;
  }

  export interface Brand {
    id: number;
    slug: string;
    hosts: string[];
    name: string;
    company: string;
    legal: {
      terms: BrandLegalDocument;
      privacyPolicy: BrandLegalDocument;
      responsibleGambling: BrandLegalDocument;
    };
    bankTransfer: {
      bank_name: string;
      account_name: string;
      account_number: string;
      bsb_number: string;
    };
    clientApps: BrandClientApp[];
    accounts: { sharedWith: string[] };
    /** The brand's folder. */
    dir: string;
  }

  export class BrandConfigError extends Error {}

  /** The demo brands' folder (brands/data). */
  export const DATA_DIR: string;

  /** Every brand in `dataDir` (default brands/data), validated; throws on the first bad field. */
  export function loadBrands(dataDir?: string): Brand[];

  /** The brand whose hosts list holds the host (port removed), or null. */
  export function brandForHost(
    brands: Brand[],
    host: string | undefined,
    options?: { publicHost?: string },
  ): Brand | null;

  /** Whether a player of brand `owner` may use their account on brand `brand`. */
  export function sharesAccounts(owner: Brand, brand: Brand): boolean;
}

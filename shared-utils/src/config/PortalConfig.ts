export type Region = 'AU' | 'NZ' | 'US';
export type UsState = 'IA' | 'OH';

/** The names of the US states a portal may serve. */
export const US_STATE_NAMES: Record<UsState, string> = { IA: 'Iowa', OH: 'Ohio' };
export type Language = 'enAU' | 'enUS';

/** A kind of bonus a client app shows in the balance panel: cash as money, other types as counts. */
export interface BonusType {
  type: 'cash' | 'ticket';
  name: string;
  icon: string;
}

/** A link of a client app in the balance panel, with an optional counter from the client summary. */
export interface BalanceLink {
  icon: string;
  url: string;
  name: string;
  counterKey?: string;
}

/** One separately hosted client app (spec 1 §3 Client app). */
export interface ClientApp {
  name: string;
  clientId: number;
  link: string;
  logo: { off: string; on: string };
  bonusTypes: BonusType[];
  balanceLinks: BalanceLink[];
  appIcon: string;
  /** URL of the client app's own module, loaded by its host micro-frontend. */
  moduleUrl?: string;
}

/**
 * The brand the page is served for (spec 1 §3 Brand config). The static host writes it into the
 * runtime config for the request's host name; nothing in the build names a brand.
 */
export interface BrandConfig {
  id: number;
  slug: string;
  name: string;
  company: string;
  /** How players reach customer service. */
  support: { phone: string; email: string };
  /** The page paths of the brand's documents. */
  urls: { responsibleGambling: string; terms: string; privacyPolicy: string };
  /** Each document's version and the URL of its JSON (title, summary, sections). */
  legal: {
    responsibleGambling: { version: string; url: string };
    terms: { version: string; url: string };
    privacyPolicy: { version: string; url: string };
  };
  /** The brand's logo URLs: for light backgrounds, and for dark ones (the header). */
  logos: {
    light: string;
    dark: string;
    /** The dark logo's intrinsic size, when known, so the header keeps its room before it loads. */
    darkSize?: { width: number; height: number };
  };
  bankTransfer: {
    bank_name: string;
    account_name: string;
    account_number: string;
    bsb_number: string;
  };
  /** Identity-check ruleset per country. */
  identityRuleSets: { AU: string; NZ: string };
  /** Per region: the gambling helpline and the regulator's text. */
  regions: { [region in Region]?: { helpline: string; regulator: string } };
}

export interface FeatureFlags {
  fantasy: boolean;
  defaultFantasy: boolean;
  spendingLimit: boolean;
  cardPayment: boolean;
  identityCheck: boolean;
  inviteOnlySignup: boolean;
  singleBrand: boolean;
  responsibleGamblingBlock: boolean;
  landingExact: boolean;
}

export interface RealtimeConfig {
  key: string;
  host: string;
  port: number;
  forceTLS: boolean;
}

/** Runtime configuration of the portal, loaded by root-config before start (spec 1 §9). */
export interface PortalConfig {
  brand: BrandConfig;
  region: Region;
  usState: UsState;
  /** The Cash In-store map's tile server (PORTAL_MAP_TILE_URL) and the credit it requires. */
  maps?: { tileUrl?: string; tileAttribution?: string };
  language: Language;
  appVersion: string;
  apiBaseUrl: string;
  realtime: RealtimeConfig;
  features: FeatureFlags;
  /** Signed-in inactivity limit in milliseconds; 0 turns the check off. */
  inactivityTimeoutMs: number;
  whatsNewVersion: string;
  helplines: Record<Region, string>;
  clientApps: ClientApp[];
  /**
   * Where each client app's module is loaded from in this environment, keyed by client id: the
   * runtime config of the static host sets it (a client app's own moduleUrl wins).
   */
  clientAppModules?: Record<number, string>;
  /** Google reCAPTCHA v3; an empty site key (the local default) leaves it off. */
  recaptcha: { siteKey: string };
  devtools: { allowImportMapOverrides: boolean };
  /** Where the page reports its front-end errors (POST, JSON); empty leaves the reports off. */
  errorReportUrl: string;
  /**
   * The location-compliance client (spec 1 §7, §9; docs/location-check.md): the local location
   * service's ports, the credentials it is connected with, the IP-change service and the remote
   * error logger (an empty URL leaves either off).
   */
  location: {
    ports: number[];
    installerKey: string;
    environmentId: string;
    license: string;
    ipServiceUrl: string;
    ipServiceIntervalMs: number;
    errorLogUrl: string;
  };
}

/** A partial configuration, as served by /config.json: missing keys keep their defaults. */
export type PortalConfigOverrides = DeepPartial<PortalConfig>;

export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

import type { PortalConfig } from '@portal/shared-utils';
import { useRead } from '../data/useRead';

/** The brand documents the portal shows as pages (spec 1 §2 footer, §4 Terms). */
export type LegalDocumentKind = keyof PortalConfig['brand']['urls'];

/** A brand document as the brand's data holds it: plain text in sections, never markup. */
export interface LegalDocument {
  title: string;
  summary: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** Which brand document the page at `pathname` is, going by the brand's configured urls. */
export function legalDocumentKind(
  config: PortalConfig,
  pathname: string,
): LegalDocumentKind | null {
  const path = pathname.replace(/\/+$/, '');
  const entries = Object.entries(config.brand.urls) as [LegalDocumentKind, string][];
  return entries.find(([, url]) => url === path)?.[0] ?? null;
}

/** Where the page's brand keeps its document of `kind` (the runtime config's brand.legal). */
export function legalDocumentUrl(config: PortalConfig, kind: LegalDocumentKind): string {
  return config.brand.legal[kind].url;
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** Checks a fetched document's shape, so a broken asset shows the load error, not a crash. */
export function isLegalDocument(value: unknown): value is LegalDocument {
  if (typeof value !== 'object' || value === null) return false;
  const { title, summary, sections } = value as Record<string, unknown>;
  return (
    isString(title) &&
    isString(summary) &&
    Array.isArray(sections) &&
    sections.every(
      (section: unknown) =>
        typeof section === 'object' &&
        section !== null &&
        isString((section as Record<string, unknown>).heading) &&
        Array.isArray((section as Record<string, unknown>).paragraphs) &&
        ((section as Record<string, unknown>).paragraphs as unknown[]).every(isString),
    )
  );
}

/** Fetches the brand document at `url` (a static JSON file, not the API). */
export async function fetchLegalDocument(url: string): Promise<LegalDocument> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const document: unknown = await response.json();
  if (!isLegalDocument(document)) throw new Error(`${url}: not a legal document`);
  return document;
}

/** The brand document at `url`; `retry` fetches it again after a failure. */
export function useLegalDocument(url: string) {
  return useRead(['legal', url], () => fetchLegalDocument(url));
}

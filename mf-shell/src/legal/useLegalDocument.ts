import { useEffect, useState } from 'react';
import { fetchLegalDocument, type LegalDocument } from './legalDocument';

export type LegalDocumentState =
  { status: 'loading' } | { status: 'ready'; document: LegalDocument } | { status: 'failed' };

const LOADING: LegalDocumentState = { status: 'loading' };

/** Loads the document at `url` (again when `attempt` changes, for Retry); null loads nothing. */
export function useLegalDocument(url: string | null, attempt: number): LegalDocumentState {
  const key = `${url}#${attempt}`;
  const [loaded, setLoaded] = useState<{ key: string; state: LegalDocumentState } | null>(null);
  useEffect(() => {
    if (!url) return undefined;
    let current = true;
    fetchLegalDocument(url).then(
      (document) => current && setLoaded({ key, state: { status: 'ready', document } }),
      () => current && setLoaded({ key, state: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [url, key]);
  return loaded?.key === key ? loaded.state : LOADING;
}

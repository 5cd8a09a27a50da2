import { Button, Loader, useConfig } from '@portal/shared-utils';
import { useId } from 'react';
import { usePathname } from '../navigation/usePathname';
import { NotFound } from '../not-found/NotFound';
import {
  legalDocumentKind,
  legalDocumentUrl,
  useLegalDocument,
  type LegalDocument,
} from './legalDocument';
import styles from './LegalPage.module.css';
import { TermsVersion } from './TermsVersion';
import { legalMessages } from './messages';

const text = legalMessages;

function DocumentBody({ document, terms }: { document: LegalDocument; terms: boolean }) {
  const titleId = useId();
  return (
    <article className={styles.document} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {document.title}
      </h1>
      {terms && <TermsVersion />}
      <p className={styles.summary}>{document.summary}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

/** The document at `url`: a spinner while it loads, the load error with Retry, then the text. */
function DocumentPage({ url, terms }: { url: string; terms: boolean }) {
  const { state, retry } = useLegalDocument(url);
  return (
    <div className={styles.page}>
      {state.status === 'pending' && <Loader label={text.loading} />}
      {state.status === 'error' && (
        <div className={styles.failed} role="alert">
          <p>{text.loadError}</p>
          <Button variant="secondary" onClick={retry}>
            {text.retry}
          </Button>
        </div>
      )}
      {state.status === 'success' && <DocumentBody document={state.data} terms={terms} />}
    </div>
  );
}

/**
 * A brand document as a page of the portal (spec 1 §2 footer, §4 Terms): the Terms and Conditions
 * (with the current version), the Privacy Policy or the Responsible Gambling Policy, whichever of the
 * brand's urls the path is, fetched from where the runtime config's brand keeps it; the page is not
 * found when the brand has no such document.
 */
export function LegalPage() {
  const config = useConfig();
  const pathname = usePathname();
  const kind = legalDocumentKind(config, pathname);
  const url = kind && legalDocumentUrl(config, kind);
  if (!url) return <NotFound />;
  return <DocumentPage url={url} terms={kind === 'terms'} />;
}

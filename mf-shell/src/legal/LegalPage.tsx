import { Button, Loader, useConfig } from '@portal/shared-utils';
import { useId, useState } from 'react';
import { usePathname } from '../navigation/usePathname';
import { NotFound } from '../not-found/NotFound';
import { legalDocumentKind, legalDocumentUrl, type LegalDocument } from './legalDocument';
import styles from './LegalPage.module.css';
import { TermsVersion } from './TermsVersion';
import { useLegalDocument } from './useLegalDocument';
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
  const [attempt, setAttempt] = useState(0);
  const state = useLegalDocument(url, attempt);

  if (!url) return <NotFound />;
  return (
    <div className={styles.page}>
      {state.status === 'loading' && <Loader label={text.loading} />}
      {state.status === 'failed' && (
        <div className={styles.failed} role="alert">
          <p>{text.loadError}</p>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {text.retry}
          </Button>
        </div>
      )}
      {state.status === 'ready' && (
        <DocumentBody document={state.document} terms={kind === 'terms'} />
      )}
    </div>
  );
}

import type { ActivityQuery } from '@portal/contract';
import { Button } from '@portal/shared-utils';
import { FormBanner } from '@portal/shared-utils/forms';
import { messages } from '../messages';
import { downloadStatement } from './statementApi';
import { useFileDownload } from './useFileDownload';
import styles from './Activity.module.css';

const text = messages.activity.downloads;

/** Download PDF and Download CSV: the statement of the same period as files. */
export function StatementDownloads({ query }: { query: ActivityQuery }) {
  const pdf = useFileDownload(() => downloadStatement(query, 'pdf'), text.pdfName);
  const csv = useFileDownload(() => downloadStatement(query, 'csv'), text.csvName);
  return (
    <>
      <div className={styles.actions}>
        <Button variant="secondary" loading={pdf.pending} onClick={pdf.start}>
          {text.pdf}
        </Button>
        <Button variant="secondary" loading={csv.pending} onClick={csv.start}>
          {text.csv}
        </Button>
      </div>
      <FormBanner message={pdf.error ?? csv.error} />
    </>
  );
}

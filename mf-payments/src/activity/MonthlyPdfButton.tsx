import { Button } from '@portal/shared-utils';
import { FormBanner } from '@portal/shared-utils/forms';
import { messages } from '../messages';
import { monthName } from './months';
import { downloadMonthlyStatement } from './monthlyStatementsApi';
import { useFileDownload } from './useFileDownload';

const text = messages.activity;

/** PDF: a stored monthly statement as the PDF made with it. */
export function MonthlyPdfButton({ month }: { month: string }) {
  const pdf = useFileDownload(
    () => downloadMonthlyStatement(month),
    text.downloads.monthPdfName(month),
  );
  return (
    <>
      <Button
        variant="secondary"
        loading={pdf.pending}
        aria-label={text.monthly.pdfLabel(monthName(month))}
        onClick={pdf.start}
      >
        {text.monthly.pdf}
      </Button>
      <FormBanner message={pdf.error} />
    </>
  );
}

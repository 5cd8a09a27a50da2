import { ApiError, Button } from '@portal/shared-utils';
import { useState } from 'react';
import { saveFile } from '../downloads/saveFile';
import { messages } from '../messages';
import { exportableRange, rangeQuery, type Day } from './dayRange';
import { useExportTransactions } from './transactionsApi';

const text = messages.transactions;

/** Why an export failed (spec 2 §8): the range, when the server says so of transaction_to. */
function exportError(error: unknown): string {
  return error instanceof ApiError && error.errors.transaction_to
    ? text.exportRange
    : text.exportFailed;
}

/**
 * All Export: the transactions of the range as a CSV named for transaction history; a range of a
 * year or more is refused before asking, and a failure says why in a banner.
 */
export function useExport(from: Day, to: Day) {
  const [rangeRefused, setRangeRefused] = useState(false);
  const download = useExportTransactions();
  const start = () => {
    download.reset();
    const refused = !exportableRange(from, to);
    setRangeRefused(refused);
    if (!refused) {
      download.mutate(rangeQuery(from, to), {
        onSuccess: (file) => saveFile(file, text.exportName),
      });
    }
  };
  const error = rangeRefused ? text.exportRange : download.error && exportError(download.error);
  return { exporting: download.isPending, error, start };
}

export function ExportButton({
  exporting,
  onExport,
}: {
  exporting: boolean;
  onExport: () => void;
}) {
  return (
    <Button variant="secondary" loading={exporting} onClick={onExport}>
      {text.export}
    </Button>
  );
}

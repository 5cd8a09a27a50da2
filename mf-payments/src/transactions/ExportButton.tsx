import { ApiError, Button } from '@portal/shared-utils';
import { useState } from 'react';
import { messages } from '../messages';
import { exportableRange, rangeQuery, type Day } from './dayRange';
import { exportTransactions } from './transactionsApi';

const text = messages.transactions;

/** Why an export failed (spec 2 §8): the range, when the server says so of transaction_to. */
function exportError(error: unknown): string {
  return error instanceof ApiError && error.errors.transaction_to
    ? text.exportRange
    : text.exportFailed;
}

/** Saves a file under a name, through a link the browser downloads. */
function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * All Export: the transactions of the range as a CSV named for transaction history; a range of a
 * year or more is refused before asking, and a failure says why in a banner.
 */
export function useExport(from: Day, to: Day) {
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setError(null);
    if (!exportableRange(from, to)) {
      setError(text.exportRange);
      return;
    }
    setExporting(true);
    try {
      saveFile(await exportTransactions(rangeQuery(from, to)), text.exportName);
    } catch (failure) {
      setError(exportError(failure));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, error, start };
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

import { notify } from '@portal/shared-utils';
import { errorText } from '@portal/shared-utils/forms';
import { useCallback, useEffect, useState } from 'react';
import { cancelCashCode, fetchPendingCashCodes, type CashCode } from './cashCode';

const ERROR_TIMEOUT_MS = 5000;

function notifyFailure(error: unknown) {
  notify({
    title: 'Error',
    message: errorText(error, '. '),
    type: 'danger',
    timeout: ERROR_TIMEOUT_MS,
  });
}

/** The player's open cash codes, and cancelling one (removed from the list once the API agrees). */
export function usePendingCashCodes() {
  const [codes, setCodes] = useState<CashCode[] | null>(null);
  useEffect(() => {
    let active = true;
    fetchPendingCashCodes().then(
      (list) => active && setCodes(list),
      (error) => {
        if (!active) return;
        setCodes([]);
        notifyFailure(error);
      },
    );
    return () => {
      active = false;
    };
  }, []);
  const cancel = useCallback(async (id: number) => {
    try {
      await cancelCashCode(id);
      setCodes((list) => list?.filter((code) => code.id !== id) ?? null);
    } catch (error) {
      notifyFailure(error);
    }
  }, []);
  return { codes, cancel };
}

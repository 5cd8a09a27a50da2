import { useCallback, useEffect, useState } from 'react';
import { notifyFailure } from '../../notices/notices';
import { cancelCashCode, fetchPendingCashCodes, type CashCode } from './cashCode';

/** `generated` first, then the other open codes of `list`. */
function withGenerated(list: CashCode[], generated: CashCode | null): CashCode[] {
  if (!generated) return list;
  return [generated, ...list.filter((code) => code.id !== generated.id)];
}

/**
 * The player's open cash codes, the one just generated first (listed at once, before the API
 * answers), and cancelling one (removed from the list once the API agrees).
 */
export function usePendingCashCodes(generated: CashCode | null) {
  const [codes, setCodes] = useState<CashCode[] | null>(generated && [generated]);
  useEffect(() => {
    let active = true;
    fetchPendingCashCodes().then(
      (list) => active && setCodes(withGenerated(list, generated)),
      (error) => {
        if (!active) return;
        setCodes(withGenerated([], generated));
        notifyFailure(error);
      },
    );
    return () => {
      active = false;
    };
  }, [generated]);
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

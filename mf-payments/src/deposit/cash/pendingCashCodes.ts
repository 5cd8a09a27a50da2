import { apiDelete, apiGet, notifyFailure } from '@portal/shared-utils';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { messages } from '../../messages';
import type { CashCode } from '@portal/contract';

/** GET /deposit/blueshyft/pending_code: the player's codes not yet paid. */
export async function fetchPendingCashCodes(): Promise<CashCode[]> {
  return (await apiGet<{ data: CashCode[] }>('/deposit/blueshyft/pending_code')).data.data;
}

/** The player's open cash codes as a query. */
export const pendingCashCodesQuery = queryOptions({
  queryKey: ['deposit', 'blueshyft', 'pending_code'] as const,
  queryFn: fetchPendingCashCodes,
});

/** DELETE /deposit/blueshyft/pending_code/{id}: cancels a code. */
export async function cancelCashCode(id: number): Promise<void> {
  await apiDelete(`/deposit/blueshyft/pending_code/${id}`);
}

/** `generated` first, then the other open codes of `list`. */
function withGenerated(list: CashCode[], generated: CashCode | null): CashCode[] {
  if (!generated) return list;
  return [generated, ...list.filter((code) => code.id !== generated.id)];
}

/**
 * The player's open cash codes, null while they load, the one just generated first (listed at once,
 * before the API answers), and cancelling one (removed from the list once the API agrees). A failed
 * load or cancel is said in a notice.
 */
export function usePendingCashCodes(generated: CashCode | null) {
  const client = useQueryClient();
  // The code just generated, listed until it is cancelled.
  const [listed, setListed] = useState(generated);
  const select = useCallback((list: CashCode[]) => withGenerated(list, listed), [listed]);
  const { data, error } = useQuery({ ...pendingCashCodesQuery, select });
  useEffect(() => {
    if (error) notifyFailure(messages.errorTitle, error);
  }, [error]);
  const cancellation = useMutation({
    mutationFn: cancelCashCode,
    onSuccess: (_, id) => {
      client.setQueryData(pendingCashCodesQuery.queryKey, (list) =>
        list?.filter((code) => code.id !== id),
      );
      if (id === listed?.id) setListed(null);
    },
    onError: (failure) => notifyFailure(messages.errorTitle, failure),
  });
  const cancel = (id: number) => cancellation.mutateAsync(id).catch(() => undefined);
  return {
    codes: data ?? (error ? withGenerated([], listed) : listed && [listed]),
    cancel,
  };
}

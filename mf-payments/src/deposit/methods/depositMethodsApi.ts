import type { DepositMethodEntry, DepositMethodsResponse } from '@portal/contract';
import { apiDelete, apiGet, apiPost } from '@portal/shared-utils';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { METHOD } from './depositMethods';

/** GET /users/deposit_request_types: the player's deposit methods and the deposit bounds. */
export async function fetchDepositMethods(): Promise<DepositMethodsResponse> {
  return (await apiGet<DepositMethodsResponse>('/users/deposit_request_types')).data;
}

/** The player's deposit methods and the deposit bounds as a query. */
export const depositMethodsQuery = queryOptions({
  queryKey: ['users', 'deposit_request_types'] as const,
  queryFn: fetchDepositMethods,
});

/** POST /users/deposit_request_types; a card needs no call (it is saved by its first payment). */
export async function addDepositMethod(typeId: number): Promise<void> {
  if (typeId === METHOD.card) return;
  await apiPost('/users/deposit_request_types', { deposit_request_type_id: typeId });
}

/** Removes a saved method: DELETE /users/card/{id} for a card, else the deposit request type. */
export async function removeDepositMethod(entry: DepositMethodEntry): Promise<void> {
  if (entry.card) {
    await apiDelete(`/users/card/${entry.card.id}`);
    return;
  }
  if (entry.deposit_request_type.id === METHOD.card) return;
  await apiDelete('/users/deposit_request_types/', {
    body: { deposit_request_type_id: entry.deposit_request_type.id },
  });
}

/** A block of a saved method (`block`) or the request to unblock it, 24 hours later. */
export interface BlockChange {
  entry: DepositMethodEntry;
  block: boolean;
}

/** POST (block) or DELETE (ask for the unblock) /users/deposit_request_types/blocks. */
export async function changeBlock({ entry, block }: BlockChange): Promise<void> {
  const body = {
    deposit_request_type_id: entry.deposit_request_type.id,
    card_id: entry.card?.id ?? null,
  };
  const url = '/users/deposit_request_types/blocks';
  await (block ? apiPost(url, body) : apiDelete(url, { body }));
}

/** A change to the saved methods, settled once the methods are read again. */
function useDepositMethodsChange<Input>(change: (input: Input) => Promise<void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: depositMethodsQuery.queryKey }),
  });
}

/** Adds a deposit method; the methods are read again before it settles. */
export function useAddDepositMethod() {
  return useDepositMethodsChange(addDepositMethod);
}

/** Removes a saved method; the methods are read again before it settles. */
export function useRemoveDepositMethod() {
  return useDepositMethodsChange(removeDepositMethod);
}

/** Blocks a saved method or asks for its unblock; the methods are read again before it settles. */
export function useBlockChange() {
  return useDepositMethodsChange(changeBlock);
}

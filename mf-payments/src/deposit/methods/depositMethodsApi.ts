import { apiDelete, apiGet, apiPost } from '@portal/shared-utils';
import { METHOD, type DepositMeta, type DepositMethodEntry } from './depositMethods';

export interface DepositMethodsResponse {
  data: DepositMethodEntry[];
  meta: DepositMeta;
}

/** GET /users/deposit_request_types: the player's deposit methods and the deposit bounds. */
export async function fetchDepositMethods(): Promise<DepositMethodsResponse> {
  return (await apiGet<DepositMethodsResponse>('/users/deposit_request_types')).data;
}

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

import type { UsWithdrawalMethod, UsWithdrawalMethods } from '@portal/contract';
import type { Queryable } from '../db/db';
import { MIN_WITHDRAWAL } from './withdrawal-constants';

export interface UsMethodType {
  id: number;
  name: string;
  is_registrable: boolean;
}

/** A US payout method by id; undefined for the bank transfer or an unknown id. */
export async function findUsMethod(q: Queryable, id: number): Promise<UsMethodType | undefined> {
  const [type] = await q.query<UsMethodType>(
    'SELECT id, name, is_registrable FROM withdrawal_request_types WHERE id = $1 AND us',
    [id],
  );
  return type;
}

export async function findRegistration(q: Queryable, userId: number, typeId: number) {
  const [row] = await q.query<{ id: number; consumer_id: string }>(
    'SELECT id, consumer_id FROM user_paysafe_registrations WHERE user_id = $1 AND type_id = $2',
    [userId, typeId],
  );
  return row;
}

export async function findAchAccount(q: Queryable, userId: number, accountId: number) {
  const [row] = await q.query<{ id: number; label: string }>(
    'SELECT id, label FROM user_paysafe_bank_accounts WHERE id = $1 AND user_id = $2',
    [accountId, userId],
  );
  return row;
}

/**
 * The US payout methods keyed by id, with the player's registration and ACH accounts; none for
 * players outside the US.
 */
export async function usWithdrawalMethods(
  q: Queryable,
  userId: number,
  country: string,
): Promise<UsWithdrawalMethods> {
  const meta = { min_withdrawal: MIN_WITHDRAWAL };
  if (country !== 'US') return { data: {}, meta };
  const [types, registrations, accounts] = await Promise.all([
    q.query<UsMethodType>(
      'SELECT id, name, is_registrable FROM withdrawal_request_types WHERE us ORDER BY id',
    ),
    q.query<{ id: number; type_id: number; consumer_id: string }>(
      'SELECT id, type_id, consumer_id FROM user_paysafe_registrations WHERE user_id = $1',
      [userId],
    ),
    q.query<{ id: number; label: string }>(
      'SELECT id, label FROM user_paysafe_bank_accounts WHERE user_id = $1 ORDER BY id',
      [userId],
    ),
  ]);
  const data = Object.fromEntries(
    types.map((type) => {
      const registration = registrations.find((r) => r.type_id === type.id);
      const method: UsWithdrawalMethod = {
        withdrawal_request_type: type,
        user_paysafe_registration: registration
          ? { id: registration.id, consumer_id: registration.consumer_id }
          : null,
        user_paysafe_bank_accounts: type.is_registrable ? [] : accounts,
      };
      return [String(type.id), method];
    }),
  );
  return { data, meta };
}

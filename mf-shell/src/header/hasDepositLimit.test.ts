import type { UserLimit } from '@portal/shared-utils';
import { testUser } from '@portal/shared-utils/testing';
import { hasDepositLimit } from './hasDepositLimit';

const limit = (typeId: number): UserLimit => ({
  id: typeId,
  type: { id: typeId, name: typeId === 1 ? 'Deposit' : 'Loss' },
  duration: { id: 1, name: 'Daily' },
  limit: 5000,
  used: 0,
  created_at: '2024-01-01T00:00:00Z',
  end_date: null,
});

it('is true only with a deposit limit (type 1) in force', () => {
  expect(hasDepositLimit(testUser())).toBe(false);
  expect(hasDepositLimit(testUser({ limits: [limit(2)] }))).toBe(false);
  expect(hasDepositLimit(testUser({ limits: [limit(2), limit(1)] }))).toBe(true);
});

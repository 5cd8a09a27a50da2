import { loadConfig, type AppConfig } from '../config';

/** Cheap password hashing: tests hash and check many passwords. */
export const TEST_PASSWORD_HASHING = { memoryCostKib: 64, timeCost: 1 };

/**
 * The development defaults with the dev routes on, a low argon2 cost and no periodic jobs (tests
 * run processDueWithdrawals and the others themselves).
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({}),
    devRoutes: true,
    withdrawalProcessingIntervalMs: 0,
    reconciliationIntervalMs: 0,
    ledgerCheckIntervalMs: 0,
    monthlyStatementIntervalMs: 0,
    cardNotifyUrl: null,
    passwordHashing: TEST_PASSWORD_HASHING,
    ...overrides,
  };
}

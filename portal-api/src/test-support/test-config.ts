import { loadConfig, type AppConfig } from '../config';

/** Cheap password hashing: tests hash and check many passwords. */
export const TEST_PASSWORD_HASHING = { memoryCostKib: 64, timeCost: 1 };

/** The development defaults with the dev routes on and a low argon2 cost. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({}),
    devRoutes: true,
    passwordHashing: TEST_PASSWORD_HASHING,
    ...overrides,
  };
}

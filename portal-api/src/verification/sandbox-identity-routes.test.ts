import { hashTokenSecret } from '../auth/token-secret';
import type { IdentityVerifier } from '../integrations/identity/identity-verifier';
import { bearer, createTestApp, loginAs } from '../test-support/test-app';
import { testConfig } from '../test-support/test-config';

/** This reference server has no client for a real provider: stand one in for the identity one. */
jest.mock('../integrations/integrations', () => {
  const actual = jest.requireActual('../integrations/integrations');
  return {
    ...actual,
    createIntegrations: (config: { identity: object }, ...rest: unknown[]) =>
      actual.createIntegrations(
        { ...config, identity: { provider: 'sandbox', credentials: {} } },
        ...rest,
      ),
  };
});

it('has no sandbox widget endpoint when the identity provider is a real one', async () => {
  const identity: IdentityVerifier = {
    register: async () => ({ verificationToken: 'real_token' }),
    outcome: async () => 'VERIFIED',
  };
  const real = await createTestApp({
    config: {
      integrations: {
        ...testConfig().integrations,
        identity: { provider: 'greenid', credentials: { GREENID_ACCOUNT_ID: 'a' } },
      },
    },
    integrations: { identity },
  });
  try {
    const token = await loginAs(real.app, 'demo.au.unverified@portal.test');
    await real.db.query(
      `INSERT INTO sandbox_identity_sessions (token_hash, user_id)
     SELECT $1, id FROM users WHERE email = 'demo.au.unverified@portal.test'`,
      [hashTokenSecret('real_token')],
    );
    const response = await real.app.inject({
      method: 'POST',
      url: '/sandbox/identity/real_token/outcome',
      payload: { outcome: 'VERIFIED' },
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(404);
  } finally {
    await real.close();
  }
});

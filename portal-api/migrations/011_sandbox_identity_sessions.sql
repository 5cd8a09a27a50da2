-- The identity sandbox's own record of each verification session and the outcome the player chose
-- in its widget (what a real provider keeps on its side). Tokens are stored as SHA-256 hashes only.
CREATE TABLE sandbox_identity_sessions (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  outcome text CHECK (
    outcome IN ('VERIFIED', 'VERIFIED_WITH_CHANGES', 'FAIL', 'PENDING', 'CANCELLED')
  ),
  created_at timestamptz NOT NULL DEFAULT now(),
  recorded_at timestamptz
);

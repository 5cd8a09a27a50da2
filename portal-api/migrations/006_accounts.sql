-- Terms versions, what a player gave at sign-up, and forced password resets.
CREATE TABLE terms_versions (
  version text PRIMARY KEY,
  url text NOT NULL,
  updated_at timestamptz NOT NULL
);

INSERT INTO terms_versions (version, url, updated_at) VALUES
  ('1.0', '/terms-and-conditions', '2026-01-15T00:00:00Z');

ALTER TABLE users
  ADD COLUMN accepted_terms_version text REFERENCES terms_versions (version),
  ADD COLUMN accepted_terms_at timestamptz,
  ADD COLUMN invite_code text,
  ADD COLUMN affiliate_token text,
  ADD COLUMN opted_in boolean NOT NULL DEFAULT false,
  ADD COLUMN enable_2fa boolean NOT NULL DEFAULT false,
  ADD COLUMN registration_source text,
  ADD COLUMN password_reset_required boolean NOT NULL DEFAULT false;

-- Players who registered before terms were versioned accepted the first version.
UPDATE users SET accepted_terms_version = '1.0', accepted_terms_at = created_at;

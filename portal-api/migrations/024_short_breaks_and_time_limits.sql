-- A short break (or a US timeout shorter than six months) lets the player log in to withdraw; a
-- long break (six months) keeps them out (docs/responsible-gambling-api.md).
ALTER TABLE users ADD COLUMN break_kind text CHECK (break_kind IN ('short', 'long'));
UPDATE users SET break_kind = CASE
    WHEN break_end_at >= break_applied_at + interval '6 months' THEN 'long' ELSE 'short' END
  WHERE break_end_at IS NOT NULL;

-- The US daily time limit is an amount too: minutes of logged-in time per rolling day.
ALTER TABLE limit_types ADD COLUMN unit text NOT NULL DEFAULT 'cents'
  CHECK (unit IN ('cents', 'minutes'));
UPDATE limit_types SET has_amount = true, unit = 'minutes' WHERE id = 3;

-- When each session token was last used: logged-in time runs from a token's creation to its last
-- use (docs/responsible-gambling-api.md). Kept apart from access_tokens so that a request does not
-- announce a change of the player (migration 016).
CREATE TABLE session_activity (
  token_id bigint PRIMARY KEY REFERENCES access_tokens (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX session_activity_user_idx ON session_activity (user_id, last_seen_at);

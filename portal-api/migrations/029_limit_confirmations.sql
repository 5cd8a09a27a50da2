-- A looser limit or a removal (issue 31) no longer applies by itself when its wait ends: the player
-- confirms it by confirm_by, or it lapses then (lapsed_at) and the stricter limit stays in force.
-- Changes already pending get the same 7 days to be confirmed after their wait.

ALTER TABLE user_limit_requests
  ADD COLUMN confirm_by timestamptz,
  ADD COLUMN lapsed_at timestamptz;

UPDATE user_limit_requests SET confirm_by = activate_at + interval '7 days';

ALTER TABLE user_limit_requests
  ALTER COLUMN confirm_by SET NOT NULL,
  ADD CONSTRAINT user_limit_requests_confirm_after_wait CHECK (confirm_by > activate_at);

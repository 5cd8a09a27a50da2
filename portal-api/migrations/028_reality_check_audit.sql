-- Reality checks (issue 30) join the responsible-gambling trail: a player's change of interval and
-- each answer to a check are kept as history beside limits, breaks, exclusion and closure.

ALTER TABLE responsible_gambling_audit
  DROP CONSTRAINT responsible_gambling_audit_subject_check,
  ADD CONSTRAINT responsible_gambling_audit_subject_check
    CHECK (subject IN ('limit', 'break', 'self_exclusion', 'closure', 'reality_check'));

-- The e-mail of each monthly statement the job stores (docs/activity-api.md, the job): written in
-- the statement's own transaction and marked sent once the mail provider took it, so an instance
-- that stops between the two leaves the e-mail for the next run instead of losing it. An instance
-- claims one for `claimed_until` while it sends; a claim that runs out (the instance stopped) lets
-- another send it. After 3 attempts the provider refused, it is not tried again.
-- Statements stored before this migration had their e-mail sent when they were stored.
CREATE TABLE statement_emails (
  statement_id bigint PRIMARY KEY REFERENCES activity_statements (id) ON DELETE RESTRICT,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  claimed_until timestamptz,
  sent_at timestamptz
);

CREATE INDEX statement_emails_unsent_idx ON statement_emails (statement_id) WHERE sent_at IS NULL;

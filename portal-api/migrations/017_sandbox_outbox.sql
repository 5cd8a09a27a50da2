-- What the e-mail and SMS sandboxes would have sent (GET /dev/outbox): in the database, so that
-- every API instance on it lists the same messages. The sandbox keeps the latest 500.
CREATE TABLE sandbox_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  link text,
  code text,
  created_at timestamptz NOT NULL
);

CREATE INDEX sandbox_outbox_recipient ON sandbox_outbox (lower(recipient), id);

-- A deposit that arrives when it may not be credited (over a deposit limit at the moment of credit,
-- or cash paid in by a player who is on a break, self-excluded or closed) is rejected and its money
-- returned to the payer. return_due_at records that the money must go back; returned_at that the
-- provider took it back. The reconciliation job retries every return still due.
ALTER TABLE deposits ADD COLUMN return_due_at timestamptz, ADD COLUMN returned_at timestamptz;

CREATE INDEX deposits_return_due_idx ON deposits (return_due_at)
  WHERE return_due_at IS NOT NULL AND returned_at IS NULL;

-- The sandbox providers take money back too.
ALTER TABLE sandbox_card_payments DROP CONSTRAINT sandbox_card_payments_status_check,
  ADD CONSTRAINT sandbox_card_payments_status_check
    CHECK (status IN ('open', 'challenge', 'approved', 'declined', 'refunded'));
ALTER TABLE sandbox_cash_codes DROP CONSTRAINT sandbox_cash_codes_status_check,
  ADD CONSTRAINT sandbox_cash_codes_status_check
    CHECK (status IN ('open', 'redeemed', 'cancelled', 'returned'));
ALTER TABLE sandbox_us_payments DROP CONSTRAINT sandbox_us_payments_status_check,
  ADD CONSTRAINT sandbox_us_payments_status_check
    CHECK (status IN ('open', 'completed', 'failed', 'refunded'));

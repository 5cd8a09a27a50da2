-- A player's blocks on their own deposit methods (issue 31 item 3): a saved card, their PayID or
-- cash in-store. A card is named by its label (first 6 and last 4 digits), so the block holds for
-- the same card saved again or entered as a new card. A block is in force while unblocks_at is
-- NULL (no unblock asked for) or still ahead (an unblock takes effect 24 hours after it is asked
-- for); blocking again clears a pending unblock.
CREATE TABLE payment_method_blocks (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  method_id integer NOT NULL REFERENCES deposit_request_types (id),
  card_label text,
  blocked_at timestamptz NOT NULL,
  unblocks_at timestamptz,
  CHECK ((method_id = 1) = (card_label IS NOT NULL))
);

CREATE UNIQUE INDEX payment_method_blocks_method_idx
  ON payment_method_blocks (user_id, method_id, (COALESCE(card_label, '')));

-- Blocks and unblocks join the responsible-gambling trail.
ALTER TABLE responsible_gambling_audit
  DROP CONSTRAINT responsible_gambling_audit_subject_check,
  ADD CONSTRAINT responsible_gambling_audit_subject_check
    CHECK (subject IN ('limit', 'break', 'self_exclusion', 'closure', 'reality_check',
                       'payment_method'));

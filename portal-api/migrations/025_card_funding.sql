-- What the card provider says a saved card draws on (issue 31 item 2). NULL for a card saved before
-- the provider's answer carried it: the API asks the provider at the card's next deposit.
ALTER TABLE user_cards ADD COLUMN funding text CHECK (funding IN ('debit', 'credit', 'prepaid'));

-- The merchant's acceptance rule the sandbox provider got with the payment: the funding types its
-- card form refuses before authorising anything.
ALTER TABLE sandbox_card_payments ADD COLUMN refused_funding text[] NOT NULL DEFAULT '{}';

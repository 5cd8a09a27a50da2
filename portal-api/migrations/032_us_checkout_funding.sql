-- The US payment sandbox's card funding (issue 31): the checkout widget's test card is debit,
-- credit or prepaid, and the provider's lookup of the widget's token reports it before the payment
-- is processed, so that a state's card funding rule refuses a card before any charge.
ALTER TABLE sandbox_us_payments
  ADD COLUMN checkout_funding text CHECK (checkout_funding IN ('debit', 'credit', 'prepaid'));

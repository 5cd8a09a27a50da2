-- White label (brands/data): every player, token, terms version, footer link group and deposit
-- promotion belongs to a brand (brand.json's id). What existed before belongs to brand 1.

-- A player's account belongs to the brand they signed up on; e-mail and username are unique per
-- brand (brands that share accounts are checked by the API at sign-up).
ALTER TABLE users ADD COLUMN brand_id integer NOT NULL DEFAULT 1 CHECK (brand_id > 0);
ALTER TABLE users ALTER COLUMN brand_id DROP DEFAULT;
DROP INDEX users_email_key;
DROP INDEX users_name_key;
CREATE UNIQUE INDEX users_email_key ON users (brand_id, lower(email));
CREATE UNIQUE INDEX users_name_key ON users (brand_id, lower(name));

-- The brand of the account a token was issued for.
ALTER TABLE access_tokens ADD COLUMN brand_id integer NOT NULL DEFAULT 1;
ALTER TABLE access_tokens ALTER COLUMN brand_id DROP DEFAULT;

-- Each brand versions its own Terms and Conditions; a player accepts their brand's versions.
ALTER TABLE users DROP CONSTRAINT users_accepted_terms_version_fkey;
ALTER TABLE terms_versions ADD COLUMN brand_id integer NOT NULL DEFAULT 1;
ALTER TABLE terms_versions ALTER COLUMN brand_id DROP DEFAULT;
ALTER TABLE terms_versions DROP CONSTRAINT terms_versions_pkey;
ALTER TABLE terms_versions ADD PRIMARY KEY (brand_id, version);
ALTER TABLE users ADD CONSTRAINT users_accepted_terms_version_fkey
  FOREIGN KEY (brand_id, accepted_terms_version) REFERENCES terms_versions (brand_id, version);

-- Each brand's footer.
ALTER TABLE link_groups ADD COLUMN brand_id integer NOT NULL DEFAULT 1;
ALTER TABLE link_groups ALTER COLUMN brand_id DROP DEFAULT;

INSERT INTO link_groups (id, type_id, name, sort_order, brand_id) VALUES
  (6, 1, 'Operators', 1, 2),
  (7, 2, 'Help', 1, 2),
  (8, 2, 'Social', 2, 2),
  (9, 2, 'Legal', 3, 2);

INSERT INTO links (id, group_id, name, url, sort_order, image_mobile, image_desktop) VALUES
  (14, 6, 'Betting', '/betting', 1, '/assets/betting-app-icon.svg', '/assets/betting-logo-on.svg'),
  (15, 6, 'Fantasy', '/fantasy', 2, '/assets/fantasy-app-icon.svg', '/assets/fantasy-logo-on.svg'),
  (16, 7, 'Contact Us', '/betting/#livechat', 1, NULL, NULL),
  (17, 7, 'Deposit Limits', '/account/limits', 2, NULL, NULL),
  (18, 7, 'Gamble Responsibly', '/responsible-gambling-policy', 3, NULL, NULL),
  (19, 8, 'Instagram', 'https://www.instagram.com/', 1, NULL, NULL),
  (20, 8, 'YouTube', 'https://www.youtube.com/', 2, NULL, NULL),
  (21, 9, 'Terms and Conditions', '/terms-and-conditions', 1, NULL, NULL),
  (22, 9, 'Privacy Policy', '/privacy-policy', 2, NULL, NULL);

-- Each brand's deposit promotions, named with the brand's own product names.
ALTER TABLE deposit_promotions
  ADD COLUMN brand_id integer NOT NULL DEFAULT 1,
  ADD COLUMN client_name text NOT NULL DEFAULT '';
UPDATE deposit_promotions
  SET client_name = CASE client_id WHEN 1 THEN 'PlayUp' ELSE 'PlayUp Fantasy' END;
ALTER TABLE deposit_promotions
  ALTER COLUMN brand_id DROP DEFAULT,
  ALTER COLUMN client_name DROP DEFAULT,
  ADD CHECK (client_name <> '');

INSERT INTO deposit_promotions (id, name, client_id, max_bonus_amount, expired_at, brand_id, client_name) VALUES
  (4, 'Violet Welcome Match', 1, 5000, NULL, 2, 'Violet Bet'),
  (5, 'Entry Ticket Boost', 2, 2000, '2030-12-31T12:59:59Z', 2, 'Violet Bet Fantasy');

-- Terms are accepted per brand: a player whose account is used on a brand that shares accounts
-- (accounts.sharedWith) accepts that brand's terms there, as the brand's own players do. Every
-- acceptance is kept (who, which brand's version, when); a player's acceptance on a brand is
-- their latest there.
CREATE TABLE terms_acceptances (
  user_id bigint NOT NULL REFERENCES users (id),
  brand_id integer NOT NULL,
  version text NOT NULL,
  accepted_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, brand_id, version),
  FOREIGN KEY (brand_id, version) REFERENCES terms_versions (brand_id, version)
);

INSERT INTO terms_acceptances (user_id, brand_id, version, accepted_at)
  SELECT id, brand_id, accepted_terms_version, accepted_terms_at FROM users
  WHERE accepted_terms_version IS NOT NULL;

ALTER TABLE users DROP COLUMN accepted_terms_version, DROP COLUMN accepted_terms_at;

CREATE TRIGGER terms_acceptances_player_changed AFTER INSERT ON terms_acceptances
  FOR EACH ROW EXECUTE FUNCTION notify_player_changed('user_id');

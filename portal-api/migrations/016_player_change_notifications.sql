-- Every change to what GET /users/current shows announces the player's id on the channel
-- portal_player_changed (delivered at commit). An API process on PGlite caches the assembled
-- current user and forgets a player when told (docs/api-performance.md).
CREATE FUNCTION notify_player_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'portal_player_changed',
    to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0]
  );
  RETURN NULL;
END
$$;

CREATE TRIGGER users_player_changed AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_player_changed('id');
CREATE TRIGGER wallets_player_changed AFTER INSERT OR UPDATE OR DELETE ON wallets
  FOR EACH ROW EXECUTE FUNCTION notify_player_changed('user_id');
CREATE TRIGGER wallet_ledger_entries_player_changed AFTER INSERT ON wallet_ledger_entries
  FOR EACH ROW EXECUTE FUNCTION notify_player_changed('user_id');
CREATE TRIGGER access_tokens_player_changed AFTER INSERT OR UPDATE OR DELETE ON access_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_player_changed('user_id');
CREATE TRIGGER user_bank_accounts_player_changed AFTER INSERT OR UPDATE OR DELETE ON user_bank_accounts
  FOR EACH ROW EXECUTE FUNCTION notify_player_changed('user_id');
CREATE TRIGGER user_cards_player_changed AFTER INSERT OR UPDATE OR DELETE ON user_cards
  FOR EACH ROW EXECUTE FUNCTION notify_player_changed('user_id');
CREATE TRIGGER user_limits_player_changed AFTER INSERT OR UPDATE OR DELETE ON user_limits
  FOR EACH ROW EXECUTE FUNCTION notify_player_changed('user_id');
CREATE TRIGGER user_limit_requests_player_changed AFTER INSERT OR UPDATE OR DELETE ON user_limit_requests
  FOR EACH ROW EXECUTE FUNCTION notify_player_changed('user_id');

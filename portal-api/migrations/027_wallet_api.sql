-- Issue 30: the wallet call of the client apps' platforms. Each stake and settlement a platform
-- sent, under its own reference, so that the same call again answers the original result and a
-- different call with a used reference is refused. body_sha256 is the hash of the call's fields.

CREATE TABLE wallet_api_stakes (
  client_id integer NOT NULL REFERENCES client_apps (id),
  reference text NOT NULL CHECK (reference ~ '^[A-Za-z0-9-]{1,64}$'),
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  amount bigint NOT NULL CHECK (amount > 0),
  body_sha256 text NOT NULL CHECK (body_sha256 ~ '^[0-9a-f]{64}$'),
  ledger_entry_id bigint NOT NULL UNIQUE REFERENCES wallet_ledger_entries (id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (client_id, reference)
);

-- A settlement of 0 (a lost stake) moves no money: it has no ledger entry, only this row. A stake
-- is settled once per kind.
CREATE TABLE wallet_api_settlements (
  client_id integer NOT NULL,
  reference text NOT NULL CHECK (reference ~ '^[A-Za-z0-9-]{1,64}$'),
  stake_reference text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('win', 'bonus')),
  amount bigint NOT NULL CHECK (amount >= 0),
  body_sha256 text NOT NULL CHECK (body_sha256 ~ '^[0-9a-f]{64}$'),
  ledger_entry_id bigint UNIQUE REFERENCES wallet_ledger_entries (id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (client_id, reference),
  UNIQUE (client_id, stake_reference, kind),
  FOREIGN KEY (client_id, stake_reference) REFERENCES wallet_api_stakes (client_id, reference)
);

-- The client apps (spec 1 §1), their counters and bonus types, and each player's values.
CREATE TABLE client_apps (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);

INSERT INTO client_apps (id, name) VALUES
  (1, 'Betting'),
  (2, 'Fantasy');

CREATE TABLE client_app_counters (
  client_id integer NOT NULL REFERENCES client_apps (id),
  key text NOT NULL,
  PRIMARY KEY (client_id, key)
);

INSERT INTO client_app_counters (client_id, key) VALUES
  (1, 'active_bet_count'),
  (2, 'active_contest_count');

-- Bonus amounts: cash in cents, other types as counts (spec 1 §3 Client app).
CREATE TABLE client_app_bonus_types (
  client_id integer NOT NULL REFERENCES client_apps (id),
  type text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (client_id, type)
);

INSERT INTO client_app_bonus_types (client_id, type, name) VALUES
  (1, 'cash', 'Bonus Cash'),
  (2, 'cash', 'Bonus'),
  (2, 'ticket', 'Tickets');

CREATE TABLE user_client_counters (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id integer NOT NULL,
  key text NOT NULL,
  value integer NOT NULL CHECK (value >= 0),
  PRIMARY KEY (user_id, client_id, key),
  FOREIGN KEY (client_id, key) REFERENCES client_app_counters (client_id, key)
);

CREATE TABLE user_client_bonuses (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id integer NOT NULL,
  type text NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (user_id, client_id, type),
  FOREIGN KEY (client_id, type) REFERENCES client_app_bonus_types (client_id, type)
);

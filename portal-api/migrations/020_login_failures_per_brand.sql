-- Failed logins per typed identifier are counted per brand (brands that share accounts count
-- together, under the lowest id of the group): "alex" mistyped on one brand leaves the attempts
-- left of another brand's "alex" as they were.
ALTER TABLE login_identifier_failures ADD COLUMN brand_scope integer NOT NULL DEFAULT 1;
ALTER TABLE login_identifier_failures ALTER COLUMN brand_scope DROP DEFAULT;
ALTER TABLE login_identifier_failures DROP CONSTRAINT login_identifier_failures_pkey;
ALTER TABLE login_identifier_failures ADD PRIMARY KEY (brand_scope, identifier);

-- A promotion's client is named from the brand's data (brands/data/<brand>/brand.json, each client
-- app's product), the one place a brand's product names are kept.
ALTER TABLE deposit_promotions DROP COLUMN client_name;

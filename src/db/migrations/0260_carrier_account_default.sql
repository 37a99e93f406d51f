-- The organization's default shipping choice (issue 50): the account the pack station (and anything else that buys
-- "with the default") uses, and the service to buy with it (null: the cheapest of the account's services).
-- At most one default account per organization: the index refuses a second, the service clears the old one first.
ALTER TABLE carrier_accounts ADD COLUMN is_default boolean NOT NULL DEFAULT false;
ALTER TABLE carrier_accounts ADD COLUMN default_service text;
CREATE UNIQUE INDEX carrier_accounts_one_default ON carrier_accounts (org_id) WHERE is_default;

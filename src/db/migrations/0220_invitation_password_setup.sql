-- A console invitation that may give a password to a user who has none: only the first-owner link printed at start
-- (src/console/first-owner.ts) names its owner here. Any other invitation of an existing user's address asks for
-- that user's own password; a passwordless user sets one through this link or `boxline member set-password`.
ALTER TABLE console_invitations ADD COLUMN sets_password_of bigint REFERENCES users (id) ON DELETE CASCADE;

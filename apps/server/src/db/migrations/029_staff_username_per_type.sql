-- A staff member and a buyer are separate identities, even under one e-mail address: a buyer's
-- account whose username is the address must not keep its owner from being invited to an
-- organization. Usernames are unique per kind of account instead of across both.
ALTER TABLE app_user DROP CONSTRAINT app_user_username_key;
ALTER TABLE app_user ADD CONSTRAINT app_user_type_username_key UNIQUE (type, username);

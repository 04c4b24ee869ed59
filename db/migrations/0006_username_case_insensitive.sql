-- Hand-written first statement: accounts whose usernames differ only in case (possible before this migration)
-- keep the oldest one's name; each later one gets "-<id>" appended, so the unique index below can be built
-- and no account is lost. Sign-in is by email, so nobody is locked out by the rename.
UPDATE `users` SET `username` = `username` || '-' || `id`
	WHERE EXISTS (SELECT 1 FROM `users` AS `older` WHERE lower(`older`.`username`) = lower(`users`.`username`) AND `older`.`id` < `users`.`id`);--> statement-breakpoint
DROP INDEX `users_username_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_lower_unique` ON `users` (lower("username"));

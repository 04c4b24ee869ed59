ALTER TABLE `tests` ADD `client_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `tests_user_client_unique` ON `tests` (`user_id`,`client_id`);--> statement-breakpoint
-- Hand-written: offline reviews synced before this migration keep their key, which their quiz attempt held.
UPDATE `tests` SET `client_id` = (SELECT substr(`client_id`, 8) FROM `quiz_attempts` WHERE `quiz_attempts`.`id` = `tests`.`attempt_id` AND `quiz_attempts`.`client_id` LIKE 'review:%') WHERE `attempt_id` IS NOT NULL;

CREATE TABLE `case_sets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`seed_key` text,
	`topic_id` integer NOT NULL,
	`title` text NOT NULL,
	`setting` text NOT NULL,
	`scenario` text NOT NULL,
	`status` text DEFAULT 'published' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`topic_id`) REFERENCES `topics`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `case_sets_seed_key_unique` ON `case_sets` (`seed_key`);--> statement-breakpoint
CREATE INDEX `case_sets_topic_status_idx` ON `case_sets` (`topic_id`,`status`);--> statement-breakpoint
ALTER TABLE `questions` ADD `tmc_code` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `rte_area` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `rte_topic` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `tmc_only` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `questions` ADD `source` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `reviewed_on` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `exhibit` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `case_set_id` integer REFERENCES case_sets(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `questions` ADD `case_position` integer;--> statement-breakpoint
ALTER TABLE `questions` ADD `case_update` text;--> statement-breakpoint
CREATE INDEX `questions_case_set_idx` ON `questions` (`case_set_id`,`case_position`);--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate triggers): case sets are part of the bank, so writing one
-- moves the bank's version like a question or topic write does (migration 0008).
CREATE TRIGGER `bank_version_case_sets_insert` AFTER INSERT ON `case_sets` BEGIN UPDATE `bank_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `bank_version_case_sets_update` AFTER UPDATE ON `case_sets` BEGIN UPDATE `bank_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `bank_version_case_sets_delete` AFTER DELETE ON `case_sets` BEGIN UPDATE `bank_version` SET `version` = `version` + 1 WHERE `id` = 1; END;

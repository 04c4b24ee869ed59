ALTER TABLE `case_sets` ADD `category` text;--> statement-breakpoint
ALTER TABLE `case_sets` ADD `focus` text;--> statement-breakpoint
ALTER TABLE `case_sets` ADD `place` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `rte_section` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `reviewed_by` integer REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `questions` ADD `written_on` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `cj_kind` text;--> statement-breakpoint
CREATE INDEX `questions_status_rte_section_idx` ON `questions` (`status`,`rte_section`);--> statement-breakpoint
UPDATE `questions` SET `rte_section` = CASE `tmc_code` WHEN 'II-C' THEN 'II.B' ELSE replace(`tmc_code`, '-', '.') END WHERE `tmc_code` IS NOT NULL AND `case_set_id` IS NULL;

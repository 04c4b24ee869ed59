CREATE TABLE `bank_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate triggers): any write to the bank moves its version, whichever
-- process or script makes it, inside the writing statement's own transaction.
INSERT INTO `bank_version` (`id`, `version`) VALUES (1, 1);
--> statement-breakpoint
CREATE TRIGGER `bank_version_questions_insert` AFTER INSERT ON `questions` BEGIN UPDATE `bank_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `bank_version_questions_update` AFTER UPDATE ON `questions` BEGIN UPDATE `bank_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `bank_version_questions_delete` AFTER DELETE ON `questions` BEGIN UPDATE `bank_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `bank_version_topics_insert` AFTER INSERT ON `topics` BEGIN UPDATE `bank_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `bank_version_topics_update` AFTER UPDATE ON `topics` BEGIN UPDATE `bank_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `bank_version_topics_delete` AFTER DELETE ON `topics` BEGIN UPDATE `bank_version` SET `version` = `version` + 1 WHERE `id` = 1; END;

CREATE TABLE `daily_attempt_totals` (
	`day` integer PRIMARY KEY NOT NULL,
	`attempts` integer NOT NULL,
	`score_sum` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `topic_attempt_totals` (
	`topic_id` integer PRIMARY KEY NOT NULL,
	`attempts` integer NOT NULL,
	`score_sum` integer NOT NULL
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate triggers): the totals follow quiz_attempts on every write.
CREATE TRIGGER `attempt_totals_insert` AFTER INSERT ON `quiz_attempts` BEGIN
	INSERT INTO `topic_attempt_totals` (`topic_id`, `attempts`, `score_sum`)
		SELECT NEW.`topic_id`, 1, NEW.`score` WHERE NEW.`topic_id` IS NOT NULL
		ON CONFLICT (`topic_id`) DO UPDATE SET `attempts` = `attempts` + 1, `score_sum` = `score_sum` + excluded.`score_sum`;
	INSERT INTO `daily_attempt_totals` (`day`, `attempts`, `score_sum`)
		VALUES (NEW.`completed_at` / 86400000, 1, NEW.`score`)
		ON CONFLICT (`day`) DO UPDATE SET `attempts` = `attempts` + 1, `score_sum` = `score_sum` + excluded.`score_sum`;
END;
--> statement-breakpoint
CREATE TRIGGER `attempt_totals_delete` AFTER DELETE ON `quiz_attempts` BEGIN
	UPDATE `topic_attempt_totals` SET `attempts` = `attempts` - 1, `score_sum` = `score_sum` - OLD.`score` WHERE `topic_id` = OLD.`topic_id`;
	UPDATE `daily_attempt_totals` SET `attempts` = `attempts` - 1, `score_sum` = `score_sum` - OLD.`score` WHERE `day` = OLD.`completed_at` / 86400000;
END;
--> statement-breakpoint
CREATE TRIGGER `attempt_totals_update` AFTER UPDATE OF `topic_id`, `score`, `completed_at` ON `quiz_attempts` BEGIN
	UPDATE `topic_attempt_totals` SET `attempts` = `attempts` - 1, `score_sum` = `score_sum` - OLD.`score` WHERE `topic_id` = OLD.`topic_id`;
	UPDATE `daily_attempt_totals` SET `attempts` = `attempts` - 1, `score_sum` = `score_sum` - OLD.`score` WHERE `day` = OLD.`completed_at` / 86400000;
	INSERT INTO `topic_attempt_totals` (`topic_id`, `attempts`, `score_sum`)
		SELECT NEW.`topic_id`, 1, NEW.`score` WHERE NEW.`topic_id` IS NOT NULL
		ON CONFLICT (`topic_id`) DO UPDATE SET `attempts` = `attempts` + 1, `score_sum` = `score_sum` + excluded.`score_sum`;
	INSERT INTO `daily_attempt_totals` (`day`, `attempts`, `score_sum`)
		VALUES (NEW.`completed_at` / 86400000, 1, NEW.`score`)
		ON CONFLICT (`day`) DO UPDATE SET `attempts` = `attempts` + 1, `score_sum` = `score_sum` + excluded.`score_sum`;
END;
--> statement-breakpoint
INSERT INTO `topic_attempt_totals` (`topic_id`, `attempts`, `score_sum`)
	SELECT `topic_id`, count(*), sum(`score`) FROM `quiz_attempts` WHERE `topic_id` IS NOT NULL GROUP BY `topic_id`;
--> statement-breakpoint
INSERT INTO `daily_attempt_totals` (`day`, `attempts`, `score_sum`)
	SELECT `completed_at` / 86400000, count(*), sum(`score`) FROM `quiz_attempts` GROUP BY 1;

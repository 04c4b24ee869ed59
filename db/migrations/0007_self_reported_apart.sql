ALTER TABLE `users` ADD `reported_quizzes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written below: self-reported exam scores (nothing graded them) leave every running total and count
-- apart, in reported_quizzes, so no average, count or trend moves with a number the client made up.
UPDATE `users` SET
	`reported_quizzes` = (SELECT count(*) FROM `quiz_attempts` a WHERE a.`user_id` = `users`.`id` AND a.`self_reported` = 1),
	`total_quizzes` = `total_quizzes` - (SELECT count(*) FROM `quiz_attempts` a WHERE a.`user_id` = `users`.`id` AND a.`self_reported` = 1),
	`score_sum` = `score_sum` - (SELECT coalesce(sum(a.`score`), 0) FROM `quiz_attempts` a WHERE a.`user_id` = `users`.`id` AND a.`self_reported` = 1)
	WHERE EXISTS (SELECT 1 FROM `quiz_attempts` a WHERE a.`user_id` = `users`.`id` AND a.`self_reported` = 1);--> statement-breakpoint
DROP TRIGGER `attempt_totals_insert`;--> statement-breakpoint
DROP TRIGGER `attempt_totals_delete`;--> statement-breakpoint
DROP TRIGGER `attempt_totals_update`;--> statement-breakpoint
CREATE TRIGGER `attempt_totals_insert` AFTER INSERT ON `quiz_attempts` WHEN NEW.`self_reported` = 0 BEGIN
	INSERT INTO `topic_attempt_totals` (`topic_id`, `attempts`, `score_sum`)
		SELECT NEW.`topic_id`, 1, NEW.`score` WHERE NEW.`topic_id` IS NOT NULL
		ON CONFLICT (`topic_id`) DO UPDATE SET `attempts` = `attempts` + 1, `score_sum` = `score_sum` + excluded.`score_sum`;
	INSERT INTO `daily_attempt_totals` (`day`, `attempts`, `score_sum`)
		VALUES (NEW.`completed_at` / 86400000, 1, NEW.`score`)
		ON CONFLICT (`day`) DO UPDATE SET `attempts` = `attempts` + 1, `score_sum` = `score_sum` + excluded.`score_sum`;
END;--> statement-breakpoint
CREATE TRIGGER `attempt_totals_delete` AFTER DELETE ON `quiz_attempts` WHEN OLD.`self_reported` = 0 BEGIN
	UPDATE `topic_attempt_totals` SET `attempts` = `attempts` - 1, `score_sum` = `score_sum` - OLD.`score` WHERE `topic_id` = OLD.`topic_id`;
	UPDATE `daily_attempt_totals` SET `attempts` = `attempts` - 1, `score_sum` = `score_sum` - OLD.`score` WHERE `day` = OLD.`completed_at` / 86400000;
END;--> statement-breakpoint
CREATE TRIGGER `attempt_totals_update` AFTER UPDATE OF `topic_id`, `score`, `completed_at`, `self_reported` ON `quiz_attempts` BEGIN
	UPDATE `topic_attempt_totals` SET `attempts` = `attempts` - 1, `score_sum` = `score_sum` - OLD.`score` WHERE `topic_id` = OLD.`topic_id` AND OLD.`self_reported` = 0;
	UPDATE `daily_attempt_totals` SET `attempts` = `attempts` - 1, `score_sum` = `score_sum` - OLD.`score` WHERE `day` = OLD.`completed_at` / 86400000 AND OLD.`self_reported` = 0;
	INSERT INTO `topic_attempt_totals` (`topic_id`, `attempts`, `score_sum`)
		SELECT NEW.`topic_id`, 1, NEW.`score` WHERE NEW.`topic_id` IS NOT NULL AND NEW.`self_reported` = 0
		ON CONFLICT (`topic_id`) DO UPDATE SET `attempts` = `attempts` + 1, `score_sum` = `score_sum` + excluded.`score_sum`;
	INSERT INTO `daily_attempt_totals` (`day`, `attempts`, `score_sum`)
		SELECT NEW.`completed_at` / 86400000, 1, NEW.`score` WHERE NEW.`self_reported` = 0
		ON CONFLICT (`day`) DO UPDATE SET `attempts` = `attempts` + 1, `score_sum` = `score_sum` + excluded.`score_sum`;
END;--> statement-breakpoint
DELETE FROM `topic_attempt_totals`;--> statement-breakpoint
DELETE FROM `daily_attempt_totals`;--> statement-breakpoint
INSERT INTO `topic_attempt_totals` (`topic_id`, `attempts`, `score_sum`)
	SELECT `topic_id`, count(*), sum(`score`) FROM `quiz_attempts` WHERE `topic_id` IS NOT NULL AND `self_reported` = 0 GROUP BY `topic_id`;--> statement-breakpoint
INSERT INTO `daily_attempt_totals` (`day`, `attempts`, `score_sum`)
	SELECT `completed_at` / 86400000, count(*), sum(`score`) FROM `quiz_attempts` WHERE `self_reported` = 0 GROUP BY 1;

CREATE TABLE `marks` (
	`user_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `question_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `marks_question_idx` ON `marks` (`question_id`);--> statement-breakpoint
CREATE TABLE `notes` (
	`user_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`text` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `question_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notes_question_idx` ON `notes` (`question_id`);--> statement-breakpoint
CREATE TABLE `review_cards` (
	`user_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`topic_id` integer NOT NULL,
	`last_correct` integer NOT NULL,
	`last_answered_at` integer NOT NULL,
	`due` integer,
	`stability` real DEFAULT 0 NOT NULL,
	`difficulty` real DEFAULT 0 NOT NULL,
	`elapsed_days` integer DEFAULT 0 NOT NULL,
	`scheduled_days` integer DEFAULT 0 NOT NULL,
	`learning_steps` integer DEFAULT 0 NOT NULL,
	`reps` integer DEFAULT 0 NOT NULL,
	`lapses` integer DEFAULT 0 NOT NULL,
	`state` integer DEFAULT 0 NOT NULL,
	`last_review` integer,
	PRIMARY KEY(`user_id`, `question_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `review_cards_user_due_idx` ON `review_cards` (`user_id`,`due`);--> statement-breakpoint
CREATE INDEX `review_cards_question_idx` ON `review_cards` (`question_id`);--> statement-breakpoint
CREATE TABLE `test_items` (
	`test_id` integer NOT NULL,
	`position` integer NOT NULL,
	`question_id` integer,
	`topic_id` integer NOT NULL,
	`user_answer` text,
	`is_correct` integer,
	`confidence` text,
	`time_spent` integer,
	`answered_at` integer,
	`miss_tag` text,
	PRIMARY KEY(`test_id`, `position`),
	FOREIGN KEY (`test_id`) REFERENCES `tests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `test_items_test_question_unique` ON `test_items` (`test_id`,`question_id`);--> statement-breakpoint
CREATE INDEX `test_items_question_idx` ON `test_items` (`question_id`);--> statement-breakpoint
CREATE TABLE `tests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`mode` text NOT NULL,
	`pools` text NOT NULL,
	`topic_ids` text NOT NULL,
	`count` integer NOT NULL,
	`started_at` integer NOT NULL,
	`deadline_at` integer,
	`finished_at` integer,
	`attempt_id` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`attempt_id`) REFERENCES `quiz_attempts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `tests_user_started_idx` ON `tests` (`user_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `tests_user_open_idx` ON `tests` (`user_id`,`started_at`) WHERE "tests"."finished_at" is null;--> statement-breakpoint
CREATE INDEX `tests_attempt_idx` ON `tests` (`attempt_id`);--> statement-breakpoint
-- Hand-written below: what each learner answered before spaced review existed. The latest graded answer to each
-- question (answered, not left blank; self-reported exams carry none) makes its row, so the Unused and Incorrect
-- pools hold for past topic quizzes and exams too. A question last answered wrong is a new card due at once; one
-- last answered right has no schedule (due null) until it is answered again.
INSERT INTO `review_cards` (`user_id`, `question_id`, `topic_id`, `last_correct`, `last_answered_at`, `due`)
	SELECT `user_id`, `question_id`, `topic_id`, `is_correct`, `completed_at`, CASE WHEN `is_correct` THEN NULL ELSE unixepoch() * 1000 END
	FROM (
		SELECT a.`user_id`, x.`question_id`, x.`topic_id`, x.`is_correct`, a.`completed_at`,
			row_number() OVER (PARTITION BY a.`user_id`, x.`question_id` ORDER BY a.`completed_at` DESC, x.`id` DESC) AS `rn`
		FROM `attempt_answers` x JOIN `quiz_attempts` a ON a.`id` = x.`attempt_id`
		WHERE x.`question_id` IS NOT NULL AND x.`user_answer` IS NOT NULL
	)
	WHERE `rn` = 1;

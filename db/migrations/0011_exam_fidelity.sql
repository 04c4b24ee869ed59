CREATE TABLE `item_stats` (
	`question_id` integer PRIMARY KEY NOT NULL,
	`answers` integer DEFAULT 0 NOT NULL,
	`learners` integer DEFAULT 0 NOT NULL,
	`correct` integer DEFAULT 0 NOT NULL,
	`p_value` real,
	`point_biserial` real,
	`option_counts` text DEFAULT '{}' NOT NULL,
	`difficulty_param` real,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `job_state` (
	`name` text PRIMARY KEY NOT NULL,
	`cursor` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `learner_ability` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`ability` real NOT NULL,
	`standard_error` real NOT NULL,
	`answered` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `exam_sessions` ADD `form` text;--> statement-breakpoint
ALTER TABLE `exam_sessions` ADD `item_seconds` text;--> statement-breakpoint
ALTER TABLE `users` ADD `readiness_target` text;
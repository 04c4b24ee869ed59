CREATE TABLE `cse_choices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`run_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`section_id` text NOT NULL,
	`option_ids` text NOT NULL,
	`score` integer NOT NULL,
	`done` integer NOT NULL,
	`chosen_at` integer NOT NULL,
	FOREIGN KEY (`run_id`) REFERENCES `cse_runs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cse_choices_run_seq_unique` ON `cse_choices` (`run_id`,`seq`);--> statement-breakpoint
CREATE TABLE `cse_problems` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`seed_key` text,
	`title` text NOT NULL,
	`category` text NOT NULL,
	`content` text NOT NULL,
	`source` text NOT NULL,
	`written` text,
	`reviewed` text,
	`sample` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`origin` text DEFAULT 'admin' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cse_problems_seed_key_unique` ON `cse_problems` (`seed_key`);--> statement-breakpoint
CREATE INDEX `cse_problems_status_category_idx` ON `cse_problems` (`status`,`category`);--> statement-breakpoint
CREATE TABLE `cse_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`position` integer NOT NULL,
	`problem_id` integer,
	`problem` text NOT NULL,
	`pretest` integer DEFAULT false NOT NULL,
	`section_id` text,
	`section_chosen` text NOT NULL,
	`ig_score` integer DEFAULT 0 NOT NULL,
	`dm_score` integer DEFAULT 0 NOT NULL,
	`ig_best` integer NOT NULL,
	`dm_best` integer NOT NULL,
	`ig_mpl` integer NOT NULL,
	`dm_mpl` integer NOT NULL,
	`started_at` integer,
	`finished_at` integer,
	FOREIGN KEY (`session_id`) REFERENCES `cse_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`problem_id`) REFERENCES `cse_problems`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cse_runs_session_position_unique` ON `cse_runs` (`session_id`,`position`);--> statement-breakpoint
CREATE INDEX `cse_runs_problem_idx` ON `cse_runs` (`problem_id`);--> statement-breakpoint
CREATE TABLE `cse_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`mode` text NOT NULL,
	`started_at` integer NOT NULL,
	`deadline_at` integer,
	`finished_at` integer,
	`position` integer DEFAULT 0 NOT NULL,
	`ig_score` integer,
	`dm_score` integer,
	`ig_mpl` integer,
	`dm_mpl` integer,
	`passed` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cse_sessions_user_started_idx` ON `cse_sessions` (`user_id`,`started_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `sits_cse` integer DEFAULT false NOT NULL;
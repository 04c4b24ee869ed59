ALTER TABLE `exam_sessions` ADD `flags` text;--> statement-breakpoint
ALTER TABLE `users` ADD `planned_exam` text;--> statement-breakpoint
ALTER TABLE `users` ADD `exam_date` text;--> statement-breakpoint
ALTER TABLE `users` ADD `daily_review_limit` integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `daily_new_limit` integer DEFAULT 20 NOT NULL;
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`user_id` integer,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text NOT NULL,
	`headers` text DEFAULT '{}' NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`lease_until` integer,
	`send_by` integer,
	`last_error` text,
	`message_id` text,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_status_next_idx` ON `mail_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `mail_outbox_user_idx` ON `mail_outbox` (`user_id`,`kind`,`created_at`);--> statement-breakpoint
CREATE TABLE `reminder_sends` (
	`user_id` integer NOT NULL,
	`day` text NOT NULL,
	`contents` text NOT NULL,
	`outbox_id` integer,
	`created_at` integer NOT NULL,
	`readiness_percent` integer,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`outbox_id`) REFERENCES `mail_outbox`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `reminder_settings` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`confirmed_at` integer,
	`confirm_token_hash` text,
	`confirm_expires_at` integer,
	`enabled` integer DEFAULT false NOT NULL,
	`hour` integer NOT NULL,
	`time_zone` text NOT NULL,
	`due_reviews` integer DEFAULT true NOT NULL,
	`plan_behind` integer DEFAULT true NOT NULL,
	`weekly_summary` integer DEFAULT true NOT NULL,
	`unsubscribe_key` text NOT NULL,
	`unsubscribed_at` integer,
	`next_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reminder_settings_next_idx` ON `reminder_settings` (`next_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `reminder_settings_unsubscribe_key_unique` ON `reminder_settings` (`unsubscribe_key`);
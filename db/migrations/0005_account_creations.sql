CREATE TABLE `account_creations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`address` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `account_creations_address_idx` ON `account_creations` (`address`,`created_at`);
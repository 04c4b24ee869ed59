ALTER TABLE "exam_sessions" ADD COLUMN "flags" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "planned_exam" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "exam_date" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "daily_review_limit" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "daily_new_limit" integer DEFAULT 20 NOT NULL;
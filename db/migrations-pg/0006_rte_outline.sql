ALTER TABLE "case_sets" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "case_sets" ADD COLUMN "focus" text;--> statement-breakpoint
ALTER TABLE "case_sets" ADD COLUMN "place" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "rte_section" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "written_on" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "cj_kind" text;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_status_rte_section_idx" ON "questions" USING btree ("status","rte_section");--> statement-breakpoint
UPDATE "questions" SET "rte_section" = CASE "tmc_code" WHEN 'II-C' THEN 'II.B' ELSE replace("tmc_code", '-', '.') END WHERE "tmc_code" IS NOT NULL AND "case_set_id" IS NULL;

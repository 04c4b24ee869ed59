-- The running attempt totals (0000's attempt_totals_follow) update one row per day and one per topic that every
-- learner's save shares. As plain AFTER ROW triggers they ran at the attempt's insert, and the save then held those
-- rows locked through the rest of its transaction (its answers, review cards, activity): every save of every
-- process queued behind the one before. As constraint triggers deferred to the commit they do the same updates as
-- the transaction ends, so the shared rows are held for the commit alone. The totals stay exact: the updates are
-- part of the same transaction, in the same order (topic, then day).
DROP TRIGGER "attempt_totals_insert" ON "quiz_attempts";
--> statement-breakpoint
DROP TRIGGER "attempt_totals_delete" ON "quiz_attempts";
--> statement-breakpoint
DROP TRIGGER "attempt_totals_update" ON "quiz_attempts";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "attempt_totals_insert" AFTER INSERT ON "quiz_attempts" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "attempt_totals_follow"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "attempt_totals_delete" AFTER DELETE ON "quiz_attempts" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "attempt_totals_follow"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "attempt_totals_update" AFTER UPDATE OF "topic_id", "score", "completed_at", "self_reported" ON "quiz_attempts"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "attempt_totals_follow"();

-- The per-address limits shared by every server process (src/server/engine/limiters.ts, rate-limiter-flexible's
-- RateLimiterPostgres). Written by hand and left out of db/schema.pg.ts, which stays column-for-column equal to
-- db/schema.ts: SQLite keeps these counts in memory. The columns are the ones the library reads and writes: key is
-- "<limiter>:<what is limited>", points the calls counted in the window, expire its end in epoch milliseconds.
CREATE TABLE IF NOT EXISTS "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);

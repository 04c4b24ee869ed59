import { defineConfig } from 'drizzle-kit';

/** The PostgreSQL migrations (db/migrations-pg), generated from db/schema.pg.ts: `npm run db:generate:pg`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.pg.ts',
  out: './db/migrations-pg',
});

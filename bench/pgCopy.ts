// Copies a filled SQLite database (bench/fill.ts) into an empty PostgreSQL database, row for row with the same ids,
// so the engines section measures both engines on the same data. Engine-neutral through drizzle: each table is read
// with its SQLite definition (db/schema.sqlite.ts) and written with its PostgreSQL one (db/schema.pg.ts), whose row
// types are the same (tests/unit/pg-schema-parity.test.ts), so dates, booleans and JSON convert themselves. Neither
// db/schema.ts nor the services are involved: this process may run on SQLite's data model meanwhile.
import Database from 'better-sqlite3';
import { getTableName, is } from 'drizzle-orm';
import { drizzle as sqliteDrizzle } from 'drizzle-orm/better-sqlite3';
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import pg from 'pg';
import * as pgSchema from '../db/schema.pg';
import * as sqliteSchema from '../db/schema.sqlite';
import { closePostgres, openPostgres } from '../src/server/engine/postgres';

export interface CopyResult {
  tables: number;
  rows: number;
  seconds: number;
}

/** The tables both data models define, by their export name. */
export function sharedTables(): { name: string; sqlite: SQLiteTable; pg: PgTable }[] {
  const out: { name: string; sqlite: SQLiteTable; pg: PgTable }[] = [];
  for (const [name, t] of Object.entries(pgSchema)) {
    const other = (sqliteSchema as Record<string, unknown>)[name];
    if (is(t, PgTable) && is(other, SQLiteTable)) out.push({ name, sqlite: other, pg: t });
  }
  return out;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Migrates the PostgreSQL database at `url` (as a server would at start), empties every table the migrations filled,
 * copies every row of `sqlitePath` with triggers and foreign keys off (session_replication_role = replica: the
 * attempt totals are copied, not recounted), moves every identity sequence past the largest id, and ANALYZEs, as an
 * operator would after a bulk load. Needs a superuser (the throwaway cluster's postgres).
 */
export async function copySqliteToPostgres(sqlitePath: string, url: string, log: (line: string) => void = () => {}): Promise<CopyResult> {
  const started = performance.now();
  await closePostgres(await openPostgres(url, { max: 1 }));
  const source = new Database(sqlitePath, { readonly: true });
  const from = sqliteDrizzle(source);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const to = pgDrizzle(client);
  let rows = 0;
  const tables = sharedTables();
  try {
    await client.query('SET session_replication_role = replica');
    await client.query(`TRUNCATE ${tables.map((t) => quote(getTableName(t.pg))).join(', ')}`);
    for (const t of tables) {
      const all = from.select().from(t.sqlite).all() as Record<string, unknown>[];
      // PostgreSQL takes at most 65,535 parameters in one statement.
      const columns = getTableConfig(t.pg).columns.length;
      const batch = Math.max(1, Math.floor(60_000 / columns));
      await client.query('BEGIN');
      for (let i = 0; i < all.length; i += batch) await to.insert(t.pg).values(all.slice(i, i + batch));
      await client.query('COMMIT');
      rows += all.length;
      if (all.length >= 10_000)
        log(`  PostgreSQL: ${getTableName(t.pg)} ${all.length} rows at ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const identities = await client.query<{ table_name: string; column_name: string }>(
      "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND is_identity = 'YES'",
    );
    for (const { table_name: table, column_name: column } of identities.rows) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max(${quote(column)}) FROM ${quote(table)}), 0) + 1, false)`,
        [quote(table), column],
      );
    }
    await client.query('SET session_replication_role = DEFAULT');
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
    source.close();
  }
  return { tables: tables.length, rows, seconds: (performance.now() - started) / 1000 };
}

// The engine a process runs on is chosen once at start (db/schema.ts: useEngine), not read from the environment at
// import: the tables and db.ts's dialect SQL stand for the chosen engine, even when a module built a query fragment
// from them at import, before the choice.
import { eq, is, sql } from 'drizzle-orm';
import { PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { SQLiteSyncDialect, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** db/schema.ts and db.ts as a process that has just started loads them: no engine chosen yet. */
async function freshStart() {
  vi.resetModules();
  const schema = await import('../../db/schema');
  const db = await import('../../src/server/db');
  return { schema, db };
}

const pgQuery = (q: Parameters<PgDialect['sqlToQuery']>[0]) => new PgDialect().sqlToQuery(q);
const sqliteQuery = (q: Parameters<SQLiteSyncDialect['sqlToQuery']>[0]) => new SQLiteSyncDialect().sqlToQuery(q);

beforeEach(() => vi.resetModules());

describe('the engine chosen at start', () => {
  it('gives fragments built before the choice the chosen engine’s words and values: PostgreSQL', async () => {
    const { schema, db } = await freshStart();
    // As a module's top level does at import, before main.ts has read its configuration.
    const byName = db.dialect.caseless(sql`${schema.users.username}`);
    const free = eq(schema.questions.isFree, true);
    schema.useEngine('postgres');
    expect(is(schema.users, PgTable)).toBe(true);
    expect(pgQuery(byName).sql).toBe('lower("users"."username" collate "C")');
    expect(pgQuery(free)).toMatchObject({ sql: '"questions"."is_free" = $1', params: [true] });
  });

  it('gives them SQLite’s when SQLite is chosen', async () => {
    const { schema, db } = await freshStart();
    const byName = db.dialect.caseless(sql`${schema.users.username}`);
    const free = eq(schema.questions.isFree, true);
    schema.useEngine('sqlite');
    expect(is(schema.users, SQLiteTable)).toBe(true);
    expect(sqliteQuery(byName).sql).toBe('"users"."username" collate nocase');
    expect(sqliteQuery(free)).toMatchObject({ sql: '"questions"."is_free" = ?', params: [1] });
  });

  it('is SQLite, the embedded default, when the tables are used before any choice', async () => {
    const { schema, db } = await freshStart();
    const file = db.openDatabase(':memory:');
    expect(await file.select().from(schema.topics)).toEqual([]);
    expect(schema.currentEngine()).toBe('sqlite');
    expect(() => schema.useEngine('postgres')).toThrow(/engine of this process is sqlite already .*in use.*cannot switch to postgres/);
  });

  it('is made once: the same choice again is a no-op, the other one throws', async () => {
    const { schema } = await freshStart();
    schema.useEngine('postgres');
    schema.useEngine('postgres');
    expect(() => schema.useEngine('sqlite')).toThrow(/cannot switch to sqlite/);
  });

  it('is made from the configuration by openConfiguredDatabase', async () => {
    const { schema, db } = await freshStart();
    const opened = await db.openConfiguredDatabase({ DATABASE_PATH: ':memory:' });
    expect(schema.currentEngine()).toBe('sqlite');
    await db.closeDatabase(opened);
  });
});

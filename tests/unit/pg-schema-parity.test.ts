// db/schema.pg.ts must be db/schema.ts in PostgreSQL's words: the same tables, columns (type family, nullability,
// default, generated ids, enum values), keys, foreign keys and indexes, and the same TypeScript row types, so that
// services written against one run on the other. Read through drizzle's public getTableConfig.
import { Column, getTableName, is, SQL, Table, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import { getTableConfig as pgConfig, IndexedColumn, PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as liteConfig, SQLiteSyncDialect, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as lite from '../../db/schema.sqlite';
import * as pgs from '../../db/schema.pg';

// Compile time: every exported table's select and insert row types are identical in both files.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Rows<S, Mode extends 'select' | 'insert'> = {
  [K in keyof S as S[K] extends Table ? K : never]: S[K] extends Table
    ? Mode extends 'select'
      ? InferSelectModel<S[K]>
      : InferInsertModel<S[K]>
    : never;
};
const selectRowsMatch: Equal<Rows<typeof lite, 'select'>, Rows<typeof pgs, 'select'>> = true;
const insertRowsMatch: Equal<Rows<typeof lite, 'insert'>, Rows<typeof pgs, 'insert'>> = true;

/** Where the two dialects must say the same thing differently: each side is held to its own text. */
const DIALECT_WORDING: Record<string, { sqlite: string; pg: string }> = {
  // SQLite's nocase folds ASCII letters and compares bytes; lower() under collation "C" is exactly that.
  users_sort_name_idx: {
    sqlite: `(coalesce(nullif(trim("first_name" || ' ' || "last_name"), ''), "username") collate nocase)`,
    pg: `lower(coalesce(nullif(trim("first_name" || ' ' || "last_name"), ''), "username") collate "C")`,
  },
  // unixepoch() * 1000 in SQLite; PostgreSQL has no unixepoch().
  'subscriptions.updated_at default': {
    sqlite: `(unixepoch() * 1000)`,
    pg: `(floor(extract(epoch from clock_timestamp()) * 1000)::bigint)`,
  },
};

const liteDialect = new SQLiteSyncDialect();
const pgDialect = new PgDialect();
/** SQL as each dialect writes it, with table qualifiers dropped (index expressions name columns only). */
const render = (dialect: 'sqlite' | 'pg', fragment: SQL) =>
  (dialect === 'sqlite' ? liteDialect : pgDialect).sqlToQuery(fragment).sql.replace(/"[a-z_]+"\./g, '');

function family(c: Column): string {
  switch (c.columnType) {
    case 'SQLiteTimestamp':
      return 'timestamp';
    case 'PgCustomColumn':
      // The only custom type is the millisecond timestamp (a bigint read as a Date).
      return c.getSQLType() === 'bigint' && c.dataType === 'custom' ? 'timestamp' : `custom ${c.getSQLType()}`;
    case 'SQLiteBoolean':
    case 'PgBoolean':
      return 'boolean';
    case 'SQLiteTextJson':
    case 'PgJsonb':
      return 'json';
    case 'SQLiteText':
    case 'PgText':
      return 'text';
    case 'SQLiteInteger':
    case 'PgInteger':
    case 'PgBigInt53':
      return 'integer';
    case 'SQLiteReal':
    case 'PgDoublePrecision':
      return 'float';
    default:
      return `unmapped ${c.columnType}`;
  }
}

function describeColumn(dialect: 'sqlite' | 'pg', table: string, c: Column) {
  let defaultValue: unknown = c.default;
  if (is(c.default, SQL)) {
    const wording = DIALECT_WORDING[`${table}.${c.name} default`];
    const text = render(dialect, c.default);
    defaultValue = wording && wording[dialect] === text ? 'the dialect wording (DIALECT_WORDING)' : text;
  }
  return {
    name: c.name,
    family: family(c),
    notNull: c.notNull,
    primary: c.primary,
    default: defaultValue,
    // SQLite numbers a single-column INTEGER PRIMARY KEY when the writer leaves it out; PostgreSQL needs an identity.
    generatedId: dialect === 'sqlite' ? c.columnType === 'SQLiteInteger' && c.primary : c.generatedIdentity?.type === 'byDefault',
    enumValues: c.enumValues ? [...c.enumValues].sort() : null,
  };
}

function describeIndex(dialect: 'sqlite' | 'pg', config: { name?: string; unique: boolean; where?: SQL; columns: unknown[] }) {
  const columns = config.columns.map((col) =>
    is(col, Column) || is(col, IndexedColumn) ? col.name : is(col, SQL) ? render(dialect, col) : 'unknown',
  );
  const wording = config.name ? DIALECT_WORDING[config.name] : undefined;
  return {
    name: config.name,
    unique: config.unique,
    columns: wording && columns.length === 1 && columns[0] === wording[dialect] ? ['the dialect wording (DIALECT_WORDING)'] : columns,
    where: config.where ? render(dialect, config.where) : null,
  };
}

const byName = <T extends { name?: string }>(xs: T[]) => [...xs].sort((a, b) => String(a.name).localeCompare(String(b.name)));

function describeSqlite(t: SQLiteTable) {
  const c = liteConfig(t);
  return {
    columns: byName(c.columns.map((col) => describeColumn('sqlite', c.name, col))),
    primaryKeys: c.primaryKeys.map((pk) => pk.columns.map((col) => col.name)),
    foreignKeys: c.foreignKeys
      .map((fk) => {
        const r = fk.reference();
        return {
          columns: r.columns.map((col) => col.name),
          table: getTableName(r.foreignTable),
          foreignColumns: r.foreignColumns.map((col) => col.name),
          onDelete: fk.onDelete ?? 'no action',
        };
      })
      .sort((a, b) => a.columns.join().localeCompare(b.columns.join())),
    indexes: byName(c.indexes.map((i) => describeIndex('sqlite', i.config))),
    uniqueConstraints: c.uniqueConstraints.length,
    checks: c.checks.length,
  };
}

function describePg(t: PgTable) {
  const c = pgConfig(t);
  return {
    columns: byName(c.columns.map((col) => describeColumn('pg', c.name, col))),
    primaryKeys: c.primaryKeys.map((pk) => pk.columns.map((col) => col.name)),
    foreignKeys: c.foreignKeys
      .map((fk) => {
        const r = fk.reference();
        return {
          columns: r.columns.map((col) => col.name),
          table: getTableName(r.foreignTable),
          foreignColumns: r.foreignColumns.map((col) => col.name),
          onDelete: fk.onDelete ?? 'no action',
        };
      })
      .sort((a, b) => a.columns.join().localeCompare(b.columns.join())),
    indexes: byName(c.indexes.map((i) => describeIndex('pg', i.config))),
    uniqueConstraints: c.uniqueConstraints.length,
    checks: c.checks.length,
  };
}

const liteTables = new Map(
  Object.entries(lite as Record<string, unknown>).flatMap(([key, t]) => (is(t, SQLiteTable) ? [[key, t] as const] : [])),
);
const pgTables = new Map(Object.entries(pgs as Record<string, unknown>).flatMap(([key, t]) => (is(t, PgTable) ? [[key, t] as const] : [])));

describe('the PostgreSQL schema is the SQLite schema', () => {
  it('has the same row types (checked by the compiler) and exports the same tables under the same names', () => {
    expect(selectRowsMatch && insertRowsMatch).toBe(true);
    expect(liteTables.size).toBeGreaterThan(20);
    expect([...pgTables.keys()].sort()).toEqual([...liteTables.keys()].sort());
    for (const [key, t] of liteTables) expect(getTableName(pgTables.get(key)!), key).toBe(getTableName(t));
  });

  it.each([...liteTables.keys()])('%s: columns, keys, foreign keys and indexes', (key) => {
    const sqlite = describeSqlite(liteTables.get(key)!);
    const pg = describePg(pgTables.get(key)!);
    for (const col of [...sqlite.columns, ...pg.columns]) expect(col.family, `${key}.${col.name}`).not.toMatch(/unmapped|custom/);
    expect(pg).toEqual(sqlite);
  });

  it('words the dialect-specific expressions as expected on each side (so a change to either is looked at)', () => {
    const sortIndex = <T extends { name?: string }>(cfg: T[]) => cfg.find((i) => i.name === 'users_sort_name_idx');
    expect(describeIndex('sqlite', sortIndex(liteConfig(lite.users).indexes.map((i) => i.config))!).columns).toEqual([
      'the dialect wording (DIALECT_WORDING)',
    ]);
    expect(describeIndex('pg', sortIndex(pgConfig(pgs.users).indexes.map((i) => i.config))!).columns).toEqual([
      'the dialect wording (DIALECT_WORDING)',
    ]);
  });
});

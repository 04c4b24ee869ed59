import type { DB } from '../db';

/**
 * A drizzle query built and prepared once per database, for the reads every page load makes: drizzle
 * otherwise rebuilds the SQL and SQLite re-prepares it on each call, which cost more than running it.
 * Parameters go through `sql.placeholder`; timestamps are passed as epoch milliseconds.
 */
export function preparedPerDb<T>(build: (db: DB) => T): (db: DB) => T {
  const byDb = new WeakMap<DB, T>();
  return (db) => {
    let prepared = byDb.get(db);
    if (!prepared) byDb.set(db, (prepared = build(db)));
    return prepared;
  };
}

// For tests on a built server that answer questions right or wrong on purpose: the server's database beside it
// (either engine, tests/support/serverDb.ts), opened once for the file, and every question's answer key from it.
import { expect } from 'vitest';
import type { RunningServer } from './server';
import { serverDb, type ServerDb } from './serverDb';

export interface ServerWithKeys {
  /** The server's database, opened on first use. */
  db: () => ServerDb;
  /** Reads every question's key: once the server has seeded (keys do not change while a file's tests run). */
  readKeys: () => Promise<void>;
  keyOf: (id: number) => string;
  /** Closes the database if it was opened. */
  close: () => Promise<void>;
}

/** `server` is asked for when first needed: a file's server starts in its beforeAll. */
export function serverWithKeys(server: () => RunningServer): ServerWithKeys {
  let shared: ServerDb | undefined;
  let keys = new Map<number, string>();
  const db = () => (shared ??= serverDb(server().dbPath));
  return {
    db,
    async readKeys() {
      const rows = await db().all<{ id: number; k: string }>('SELECT id, correct_answer AS k FROM questions');
      keys = new Map(rows.map((r) => [r.id, r.k]));
    },
    keyOf: (id) => keys.get(id) ?? expect.fail(`no key for question ${id}`),
    close: async () => await shared?.close(),
  };
}

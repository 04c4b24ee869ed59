// Shared by the reliability tests: accounts made directly in a server's database file, a digest of every
// row, and a small seeded generator of malformed inputs (fast-check is not installed).
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db';
import { seededRandom } from '../../src/server/services/random';
import { createSession } from '../../src/server/services/sessions';
import { createUser } from '../../src/server/services/users';
import type { Role } from './procedures';

export const PASSWORD = 'password-123';

export interface Account {
  id: number;
  token: string;
  email: string;
}

const ROLE_SPECS: Record<Exclude<Role, 'anonymous'>, { role: 'student' | 'admin' | 'super_admin'; subscriptionStatus: string }> = {
  free: { role: 'student', subscriptionStatus: 'free' },
  pro: { role: 'student', subscriptionStatus: 'pro' },
  admin: { role: 'admin', subscriptionStatus: 'free' },
  super_admin: { role: 'super_admin', subscriptionStatus: 'free' },
};

/**
 * Creates accounts in the database file of a running server (WAL and the busy timeout make a second
 * connection safe, as for the user:create script) and signs each one in by a session row.
 */
export async function createAccounts(
  dbPath: string,
  names: Partial<Record<Exclude<Role, 'anonymous'>, string>>,
): Promise<Record<string, Account>> {
  const db = openDatabase(dbPath);
  try {
    const deps = { db, config: loadConfig({}), now: () => new Date(), random: Math.random };
    const out: Record<string, Account> = {};
    for (const [role, name] of Object.entries(names) as [Exclude<Role, 'anonymous'>, string][]) {
      const email = `${name}@example.com`;
      const user = await createUser(deps, {
        email,
        username: name,
        firstName: name,
        lastName: 'Test',
        password: PASSWORD,
        ...ROLE_SPECS[role],
      });
      out[role] = { id: user.id, token: createSession(db, user.id, new Date()), email };
    }
    return out;
  } finally {
    db.$client.close();
  }
}

/** Every table's rows, hashed, read through a separate connection (the server may be running). */
export function digestTables(dbPath: string): Record<string, { rows: number; sha: string }> {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all() as string[];
    const out: Record<string, { rows: number; sha: string }> = {};
    for (const t of tables) {
      const hash = createHash('sha256');
      let rows = 0;
      for (const r of db.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).raw().iterate()) {
        hash.update(JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? v.toString() : Buffer.isBuffer(v) ? v.toString('hex') : v)));
        hash.update('\n');
        rows++;
      }
      out[t] = { rows, sha: hash.digest('hex').slice(0, 16) };
    }
    return out;
  } finally {
    db.close();
  }
}

export function integrityCheck(dbPath: string): { integrity: string[]; foreignKeys: unknown[] } {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return {
      integrity: (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check),
      foreignKeys: db.pragma('foreign_key_check') as unknown[],
    };
  } finally {
    db.close();
  }
}

/** Users' running totals against their attempts: rows where the two disagree. */
export function totalsMismatches(db: Database.Database): unknown[] {
  return db
    .prepare(
      `SELECT u.id, u.total_quizzes, u.score_sum, count(a.id) AS attempts, coalesce(sum(a.score), 0) AS scores
         FROM users u LEFT JOIN quiz_attempts a ON a.user_id = u.id
        GROUP BY u.id
       HAVING u.total_quizzes != count(a.id) OR u.score_sum != coalesce(sum(a.score), 0)`,
    )
    .all();
}

/** Runs `tasks` with at most `limit` in flight. */
export async function pool<T>(items: readonly T[], limit: number, task: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await task(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\t\n\r',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x1F',
  '9007199254740993',
  '99999999999999999999999999',
  '2026-03-10T12:00:00Z',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%s%n%x',
  '${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'A',
  'E',
  'Z',
  'a',
  'monthly',
  'practice',
  'mixed-comprehensive',
  'admin',
  'super_admin',
  'premium',
  '\uD800',
  '\uFEFF',
  'é'.normalize('NFD'),
  '👩‍⚕️🫁',
  'ＡＢＣ',
  'x@y',
  'a@b.c',
  'user@example.com',
];
const NASTY_NUMBERS = [0, -0, 1, -1, 0.5, -0.5, 1.5, 2, 3, 4, 99, 100, 101, 140, 141, 200, 201, 1000, 2001, 86401, 2 ** 31, -(2 ** 31), 2 ** 53 + 2, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 1e-9];
const KEYS = [
  'id', 'topicId', 'questionId', 'userAnswer', 'questionsAnswered', 'answers', 'examType', 'examSessionId', 'score', 'totalQuestions',
  'timeSpent', 'clientId', 'email', 'password', 'username', 'firstName', 'lastName', 'role', 'subscriptionStatus', 'plan', 'action',
  'data', 'limit', 'offset', 'status', 'search', 'count', 'difficulty', 'options', 'correctAnswer', 'questionText', 'explanation',
  '__proto__', 'constructor', 'toString', 'json', 'meta', '0', '',
];

export type Mode = 'json' | 'superjson';

/** A seeded generator of malformed values: numbers at the edges, odd strings, wrong shapes. */
export class Fuzzer {
  readonly random: () => number;
  constructor(seed: number) {
    this.random = seededRandom(seed);
  }

  int(n: number): number {
    return Math.floor(this.random() * n);
  }
  chance(p: number): boolean {
    return this.random() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  string(): string {
    const r = this.random();
    if (r < 0.6) return this.pick(NASTY_STRINGS);
    if (r < 0.75) return this.pick(NASTY_STRINGS).repeat(1 + this.int(300));
    if (r < 0.8) return 'x'.repeat(this.pick([33, 61, 65, 201, 255, 4001, 8001, 20_000]));
    let s = '';
    for (let i = this.int(24); i > 0; i--) s += String.fromCharCode(this.int(0x3000));
    return s;
  }

  number(mode: Mode): number | bigint {
    if (mode === 'superjson' && this.chance(0.15)) return this.pick([NaN, Infinity, -Infinity, 10n ** 30n, -1n, 1n]);
    return this.chance(0.8) ? this.pick(NASTY_NUMBERS) : (this.random() - 0.5) * 10 ** this.int(20);
  }

  /** Any value, JSON-shaped or (for tRPC's superjson) with dates, maps, sets and undefined. */
  value(mode: Mode, depth = 0): unknown {
    const r = this.random();
    if (r < 0.08) return null;
    if (r < 0.14) return this.chance(0.5);
    if (r < 0.36) return this.number(mode);
    if (r < 0.62) return this.string();
    if (mode === 'superjson' && r < 0.7) {
      return this.pick([
        () => undefined,
        () => new Date(this.chance(0.5) ? NaN : this.random() * 4e12),
        () => new Map([[this.string(), this.value(mode, depth + 1)]]),
        () => new Set([this.value(mode, depth + 1)]),
        () => /(a+)+$/,
        () => new Error(this.string()),
        () => new URL('http://127.0.0.1/x'),
      ])();
    }
    if (depth > 3) return this.string();
    if (r < 0.82) {
      const n = this.chance(0.1) ? this.pick([201, 1000, 5000]) : this.int(4);
      return Array.from({ length: n }, () => (n > 50 ? this.pick([1, 'A', null, {}]) : this.value(mode, depth + 1)));
    }
    const o: Record<string, unknown> = {};
    for (let i = this.int(4); i > 0; i--) setOwn(o, this.pick(KEYS), this.value(mode, depth + 1));
    return o;
  }

  /** Deeply nested arrays or objects: a parser's recursion is a target too. */
  deep(): unknown {
    let v: unknown = 1;
    const depth = this.pick([20, 100, 400]);
    for (let i = 0; i < depth; i++) v = this.chance(0.5) ? [v] : { a: v };
    return v;
  }

  /** Nesting deeper than a value can be built here, as JSON text. */
  deepText(): string {
    const depth = this.pick([1000, 10_000, 100_000]);
    return this.chance(0.5) ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  }

  /** One to three mutations of a valid input: a field replaced, removed or retyped, or the whole replaced. */
  mutate(sample: unknown, mode: Mode): unknown {
    if (sample === undefined || this.chance(0.15)) return this.chance(0.05) ? this.deep() : this.value(mode);
    let v: unknown = structuredClone(sample);
    for (let n = 1 + this.int(3); n > 0; n--) {
      const paths = leafPaths(v);
      if (paths.length === 0) return this.value(mode);
      const path = this.pick(paths);
      v = this.chance(0.2) ? removeAt(v, path) : setAt(v, path, this.variant(getAt(v, path), mode));
    }
    return v;
  }

  /** A value of the wrong type, or of the right type just past a limit. */
  private variant(current: unknown, mode: Mode): unknown {
    if (typeof current === 'number' && this.chance(0.5)) return this.pick([String(current), current + 0.5, -current, current * 1000, 0, -1]);
    if (typeof current === 'string' && this.chance(0.5)) {
      return this.pick([current.repeat(50), '', ` ${current} `.repeat(3), current.toUpperCase() + '!', Number(current) || 7]);
    }
    if (Array.isArray(current) && this.chance(0.5)) return this.pick([[], current.concat(current), Array(201).fill(current[0]), current[0]]);
    return this.value(mode);
  }
}

type Path = (string | number)[];
function setOwn(o: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}
function leafPaths(v: unknown, prefix: Path = []): Path[] {
  if (v && typeof v === 'object' && !(v instanceof Date)) {
    const entries = Array.isArray(v) ? v.map((x, i) => [i, x] as const) : Object.entries(v);
    const out: Path[] = prefix.length ? [prefix] : [];
    for (const [k, x] of entries) out.push(...leafPaths(x, [...prefix, k]));
    return out;
  }
  return prefix.length ? [prefix] : [];
}
function getAt(v: unknown, path: Path): unknown {
  return path.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)?.[k], v);
}
function setAt(v: unknown, path: Path, value: unknown): unknown {
  const parent = getAt(v, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path.at(-1)!;
  if (Array.isArray(parent)) parent[key as number] = value;
  else setOwn(parent, String(key), value);
  return v;
}
function removeAt(v: unknown, path: Path): unknown {
  const parent = getAt(v, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path.at(-1)!;
  if (Array.isArray(parent)) parent.splice(key as number, 1);
  else delete parent[key];
  return v;
}

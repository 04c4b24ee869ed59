// The one way tests make an account on a running server's database: `npm run user:create` (scripts/user-create.ts),
// as an operator does, on the SQLite file or, in a PostgreSQL run, the server's own database.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { databaseEnv } from './server';

export interface NewAccount {
  email: string;
  username: string;
  /** Default `password-123`. */
  password?: string;
  first: string;
  last: string;
  /** The script's default when left out: student. */
  role?: string;
  /** The script's default when left out: free. */
  subscription?: string;
}

function scriptArgs(a: NewAccount): string[] {
  const args = ['--import', 'tsx', 'scripts/user-create.ts', '--email', a.email, '--password', a.password ?? 'password-123'];
  args.push('--username', a.username, '--first', a.first, '--last', a.last);
  if (a.role !== undefined) args.push('--role', a.role);
  if (a.subscription !== undefined) args.push('--subscription', a.subscription);
  return args;
}

const env = (dbPath: string) => ({ ...process.env, ...databaseEnv(dbPath) });

/** Makes the account beside the server whose database is at `dbPath`; answers what the script printed. */
export function createAccount(dbPath: string, account: NewAccount): string {
  return execFileSync(process.execPath, scriptArgs(account), { env: env(dbPath), encoding: 'utf8' });
}

/** The same, without blocking: several accounts can be made side by side (WAL and a busy timeout on SQLite). */
export async function createAccountAsync(dbPath: string, account: NewAccount): Promise<string> {
  return (await promisify(execFile)(process.execPath, scriptArgs(account), { env: env(dbPath), encoding: 'utf8' })).stdout;
}

/** The usual test account: email `name@example.com`, password `password-123`, first name `name`, last `Test`. */
export function createUserByScript(dbPath: string, name: string, role: string, subscription = 'free'): string {
  return createAccount(dbPath, { email: `${name}@example.com`, username: name, first: name, last: 'Test', role, subscription });
}

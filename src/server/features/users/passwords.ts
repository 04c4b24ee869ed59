import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/**
 * One hash at a time: each takes a core for tens of milliseconds, and a flood of sign-ins running four at once
 * (libuv's pool) left nothing for the event loop on a 2-core machine (the app shell went from 12 ms to 3.5 s).
 * Queued, sign-ins wait their turn and everything else keeps a core.
 */
const oneAtATime = pLimit(1);

export function hashPassword(password: string): Promise<string> {
  return oneAtATime(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await oneAtATime(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

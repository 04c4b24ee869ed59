import type { Config } from '../config';
import type { DB } from '../db';
import type { Runtime } from './runtime';

/** What services need from the outside world; time and randomness are injectable so tests are exact. */
export interface Deps {
  db: DB;
  config: Config;
  now: () => Date;
  random: () => number;
  /** The process's shared machinery: the live feed's bus, the request limiters, the background jobs' wake-ups. */
  runtime: Runtime;
}

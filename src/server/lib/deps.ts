import type { Config } from '../config';
import type { DB } from '../db';

/** What services need from the outside world; time and randomness are injectable so tests are exact. */
export interface Deps {
  db: DB;
  config: Config;
  now: () => Date;
  random: () => number;
}

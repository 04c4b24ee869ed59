import { memoryActivityBus, type ActivityBus } from '../engine/activityBus';

export interface ActivityEvent {
  userId: number;
  activityType: 'login' | 'quiz_start' | 'quiz_complete';
  at: Date;
}

// The bus the live admin view listens on. Module-level because activity is announced from deep inside services
// that only hold a database handle; the server sets it once at start (src/server/main.ts: PostgreSQL's bus there,
// so every process hears every sign-in), and anything else (scripts, tests building a server in-process) keeps
// this process-local one.
let bus: ActivityBus = memoryActivityBus();

/** Makes `next` the bus activity is published on and the live feed listens to (once, at start). */
export function useActivityBus(next: ActivityBus): void {
  bus = next;
}

/** The bus in use. */
export function activityBus(): ActivityBus {
  return bus;
}

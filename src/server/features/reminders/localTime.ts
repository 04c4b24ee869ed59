import { TZDate } from '@date-fns/tz';

/**
 * A learner's local calendar: which day it is and when their chosen hour comes, in their IANA time zone, daylight
 * saving included (@date-fns/tz reads the platform's zone data).
 */

/** Whether `zone` is an IANA time zone this platform knows. */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of an instant, YYYY-MM-DD. */
export function localDay(now: Date, zone: string): string {
  const t = new TZDate(now.getTime(), zone);
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
}

/** The local weekday of an instant (0 Sunday … 6 Saturday). */
export function localWeekday(now: Date, zone: string): number {
  return new TZDate(now.getTime(), zone).getDay();
}

/** The instants a local calendar day starts and ends (exclusive) in `zone`. */
export function localDayBounds(day: string, zone: string): { start: Date; end: Date } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const start = new TZDate(y, m - 1, d, 0, 0, 0, zone);
  const end = new TZDate(y, m - 1, d + 1, 0, 0, 0, zone);
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

/**
 * The first instant after `now` at which it is `hour`:00 local time in `zone` (on a day that skips the hour at a
 * daylight-saving change, the instant the clock jumps to).
 */
export function nextLocalHour(now: Date, zone: string, hour: number): Date {
  const t = new TZDate(now.getTime(), zone);
  for (let add = 0; add < 3; add += 1) {
    const at = new TZDate(t.getFullYear(), t.getMonth(), t.getDate() + add, hour, 0, 0, zone);
    if (at.getTime() > now.getTime()) return new Date(at.getTime());
  }
  throw new Error(`no ${hour}:00 after ${now.toISOString()} in ${zone}`);
}

/** Today's instant of the chosen local hour (it may have passed). */
export function todaysLocalHour(now: Date, zone: string, hour: number): Date {
  const t = new TZDate(now.getTime(), zone);
  return new Date(new TZDate(t.getFullYear(), t.getMonth(), t.getDate(), hour, 0, 0, zone).getTime());
}

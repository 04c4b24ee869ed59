/**
 * The one wording of an item's review date, wherever it shows (learner screens and the admin alike). A review date
 * is only ever the day someone checked the item against its source; an item nobody has checked since it was written
 * says so, with the day it was written, rather than borrowing a date that would vouch for it.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-05" → "5 Nov 2026", the same for every reader (no locale, no time zone); anything else as given. */
export function dayMonthYear(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) return day;
  return `${Number(m[3])} ${month} ${m[1]}`;
}

export interface ReviewDates {
  reviewedOn?: string | null;
  writtenOn?: string | null;
  /** The username of who marked it reviewed in the admin; the admin shows it, learners do not need it. */
  reviewedBy?: string | null;
}

/** "Reviewed 5 Nov 2026 [by ana]", "Not reviewed since written 3 Oct 2026", or "Not reviewed" when no date is known. */
export function reviewLine({ reviewedOn, writtenOn, reviewedBy }: ReviewDates): string {
  if (reviewedOn) return `Reviewed ${dayMonthYear(reviewedOn)}${reviewedBy ? ` by ${reviewedBy}` : ''}`;
  if (writtenOn) return `Not reviewed since written ${dayMonthYear(writtenOn)}`;
  return 'Not reviewed';
}

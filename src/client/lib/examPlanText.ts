/** "1 day", "23 days", "1,040 reviews". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** The countdown line of a plan: "23 days to go", "Exam day", or that the date has passed. */
export function countdown(p: { phase: 'ahead' | 'today' | 'past'; daysLeft: number }): string {
  if (p.phase === 'today') return 'Exam day';
  if (p.phase === 'past') return 'Your exam date has passed';
  return `${plural(p.daysLeft, 'day')} to go`;
}

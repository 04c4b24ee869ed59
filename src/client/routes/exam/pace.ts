/**
 * Ahead of or behind the clock's budget: the items answered are worth `budgetSeconds` each, set against the seconds
 * the section (or exam) has run. Whole minutes, because a learner glancing at it needs the size, not the seconds.
 */
export function paceStatus(answered: number, budgetSeconds: number, elapsedSeconds: number): { minutes: number; text: string } {
  const lead = answered * budgetSeconds - elapsedSeconds;
  const minutes = Math.round(Math.abs(lead) / 60);
  if (minutes === 0) return { minutes: 0, text: 'On pace' };
  return lead > 0 ? { minutes, text: `${minutes} min ahead of pace` } : { minutes: -minutes, text: `${minutes} min behind pace` };
}

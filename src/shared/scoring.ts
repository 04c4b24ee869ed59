/** Scores, bands and labels shared by grading on the server and the result screens. */
export function scorePercent(correct: number, total: number): number {
  return total > 0 ? Math.round((100 * correct) / total) : 0;
}

export const PASSING_SCORE = 75;

export function isPassing(score: number): boolean {
  return score >= PASSING_SCORE;
}

/** Exam performance label: Excellent ≥ 85, Good 75–84, Needs Work below. */
export function performanceLabel(score: number): 'Excellent' | 'Good' | 'Needs Work' {
  if (score >= 85) return 'Excellent';
  if (score >= 75) return 'Good';
  return 'Needs Work';
}

/** Admin performance band: ≥ 80 Excellent, 60–79 Good, below Needs Improvement. */
export function adminBand(score: number): { label: 'Excellent' | 'Good' | 'Needs Improvement'; color: 'green' | 'yellow' | 'red' } {
  if (score >= 80) return { label: 'Excellent', color: 'green' };
  if (score >= 60) return { label: 'Good', color: 'yellow' };
  return { label: 'Needs Improvement', color: 'red' };
}

export function letterFor(index: number): string {
  return String.fromCharCode(65 + index);
}
export function indexOfLetter(letter: string): number {
  return letter.toUpperCase().charCodeAt(0) - 65;
}

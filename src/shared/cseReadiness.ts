/**
 * CSE readiness (issue #32): what a learner's finished simulation problems say about the Clinical Simulation
 * Examination. The NBRC scores the CSE against passing levels it does not publish, and Respira's are estimates
 * (CSE_MPL_TEXT), so this is a count of results against those levels and a stated rule, never a probability
 * (docs/decisions/091-cse-readiness.md).
 */

/** The latest finished, scored problems the figures look at. */
export const CSE_READINESS_WINDOW = 20;
/** Fewer finished problems than this and the card says there is not enough yet. */
export const CSE_READINESS_MIN_PROBLEMS = 5;
/** "On track" needs at least this many problems in the window … */
export const CSE_ON_TRACK_MIN_PROBLEMS = 10;
/** … each passing level met in at least this share of them … */
export const CSE_ON_TRACK_SHARE = 0.8;
/** … and the last full simulation passed. */
export const CSE_ON_TRACK_RULE = `On track means meeting both passing levels in at least ${Math.round(CSE_ON_TRACK_SHARE * 100)} % of your last ${CSE_ON_TRACK_MIN_PROBLEMS} or more problems and passing your last full simulation.`;

export interface CseReadinessFigures {
  /** Finished scored problems in the window (at most CSE_READINESS_WINDOW). */
  problems: number;
  /** Of those, how many met the information-gathering (IG) passing level, and the decision-making (DM) one. */
  igMet: number;
  dmMet: number;
  /** The last finished full simulation, if any. */
  lastExam: { passed: boolean; finishedAt: string } | null;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const meets = (met: number, of: number) => met >= Math.ceil(CSE_ON_TRACK_SHARE * of);

/** The figures as the Exam Ready card states them, with the rule's verdict and what still stands before it. */
export function describeCseReadiness(f: CseReadinessFigures) {
  if (f.problems < CSE_READINESS_MIN_PROBLEMS) {
    const needed = CSE_READINESS_MIN_PROBLEMS - f.problems;
    return {
      status: 'insufficient' as const,
      needed,
      onTrack: false,
      summary: `Not enough simulation results yet: finish ${plural(needed, 'more problem')} (practice or full simulation) to see your CSE readiness.`,
      verdict: null,
    };
  }
  const last = f.lastExam === null ? 'none yet' : f.lastExam.passed ? 'passed' : 'not passed';
  const summary = `You met the IG passing level in ${f.igMet} of your last ${plural(f.problems, 'problem')} and the DM level in ${f.dmMet}; your last full simulation: ${last}.`;
  const steps: string[] = [];
  if (f.problems < CSE_ON_TRACK_MIN_PROBLEMS) steps.push(`finish ${plural(CSE_ON_TRACK_MIN_PROBLEMS - f.problems, 'more problem')}`);
  const ig = meets(f.igMet, f.problems);
  const dm = meets(f.dmMet, f.problems);
  if (!ig || !dm) steps.push(`meet ${!ig && !dm ? 'both passing levels' : `the ${ig ? 'DM' : 'IG'} passing level`} more often`);
  if (!f.lastExam?.passed) steps.push('pass a full simulation');
  const onTrack = steps.length === 0;
  const verdict = onTrack
    ? 'On track for the CSE.'
    : `Not on track yet: ${steps.length > 1 ? `${steps.slice(0, -1).join(', ')} and ${steps.at(-1)}` : steps[0]}.`;
  return { status: 'ready' as const, needed: 0, onTrack, summary, verdict };
}

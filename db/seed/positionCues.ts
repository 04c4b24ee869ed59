/**
 * Positions a test-wise student can pick without knowing the content, measured over a set of items (the written
 * single items, and separately the case items): for each position, the share of items whose key holds it.
 * Guessing scores 25 % on four options, so every share must sit at 25 % within a margin that follows from the
 * sample size: ± max(4 points, 2.5 standard errors of a 25 % share over n items), i.e. about a 99 % band around
 * chance, never tighter than 4 points. A share outside it fails the content check.
 *
 * Positions measured (each over four ranks, so each strategy "always pick rank r" is held, not only the extremes):
 * - length: options ranked by trimmed character length, 1 = longest;
 * - letter: A–D;
 * - stem words: ranked by how many of the stem's content words the option repeats, 1 = most;
 * - convergence: ranked by the option's mean word overlap with the other three, 1 = most alike (the "pick the
 *   option that combines the others" strategy; rank 4 is the odd one out in form);
 * - numeric value: for items whose four options are all quantities, ranked by value, 1 = smallest (the "pick a
 *   middle value" strategy is ranks 2 and 3).
 * Ties: options of equal measure share the ranks they span, and the key gets an equal fraction of each (a student
 * picking "the longest" among two equally long options guesses between them), so the four shares of a position
 * always add up to 100 %.
 * Calculation items are left out: their options are numbers whose key rank checkKeyRanks holds per template.
 */
import { OPTION_LETTERS } from '../../src/shared/bankVocabulary';
import type { SeedQuestion } from './types';

export const CHANCE = 0.25;
export const MIN_MARGIN = 0.04;
export const SE_MULTIPLE = 2.5;

/** Allowed distance from 25 % for a share over n items. */
export function cueMargin(n: number): number {
  return Math.max(MIN_MARGIN, SE_MULTIPLE * Math.sqrt((CHANCE * (1 - CHANCE)) / Math.max(1, n)));
}

/** A position needs this many items before its share means anything (items with four numeric options are few;
 * from 20 items its margin, about ± 24 points, still catches a key that sits in the middle nearly always). */
export const MIN_ITEMS = 20;

type Item = Pick<SeedQuestion, 'key' | 'questionText' | 'options' | 'correctAnswer'>;

export interface PositionFigure {
  position: string;
  /** Items measured. */
  n: number;
  /** Share of keys at rank 1..4 (or letter A..D). */
  shares: [number, number, number, number];
  margin: number;
}

const STOP = new Set(
  `a an the of to in on at for and or with without by from is are was were be been being this that these those it its as
  which what who when where how than then there their his her he she they them patient patients most best should would
  could will can may following next first now has have had do does did not no after before into about over under per
  each any some more less very also other therapist respiratory`.split(/\s+/),
);

export function optionWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const raw of text.toLowerCase().split(/[^a-z0-9.%]+/)) {
    const w = raw.replace(/^\.+|\.+$/g, '');
    if (w.length < 3 && !/\d/.test(w)) continue;
    if (STOP.has(w)) continue;
    out.add(/\d/.test(w) ? w : w.replace(/(ing|ed|es|s)$/, ''));
  }
  return out;
}

function overlap(a: Set<string>, b: Set<string>): number {
  let n = 0;
  for (const w of a) if (b.has(w)) n++;
  return n;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  const shared = overlap(a, b);
  const union = a.size + b.size - shared;
  return union ? shared / union : 0;
}

/** Adds the key's share of ranks (1 = highest measure) to `into`, splitting ties evenly. */
function addRank(measure: readonly number[], key: number, into: number[]): void {
  const above = measure.filter((m) => m > measure[key]!).length;
  const tied = measure.filter((m) => m === measure[key]!).length;
  for (let r = above; r < above + tied; r++) into[r]! += 1 / tied;
}

/** The option values when all four are bare quantities ("12 mL/kg", "35%", "7.35"), else undefined. */
function quantities(options: readonly string[]): number[] | undefined {
  const vals = options.map((o) => {
    const m = /^(?:about |~)?(-?\d[\d,]*(?:\.\d+)?)\s*([^\d;,]{0,18})$/.exec(o.trim());
    return m && !/\b(and|or|with|than|the|of|if|is)\b/i.test(m[2]!) ? Number(m[1]!.replace(/,/g, '')) : undefined;
  });
  return vals.every((v): v is number => v !== undefined && Number.isFinite(v)) ? vals : undefined;
}

export function positionFigures(items: readonly Item[]): PositionFigure[] {
  const length = [0, 0, 0, 0];
  const letter = [0, 0, 0, 0];
  const stem = [0, 0, 0, 0];
  const converge = [0, 0, 0, 0];
  const numeric = [0, 0, 0, 0];
  let numericN = 0;
  for (const q of items) {
    const key = OPTION_LETTERS.indexOf(q.correctAnswer);
    letter[key]! += 1;
    addRank(
      q.options.map((o) => o.trim().length),
      key,
      length,
    );
    const stemWords = optionWords(q.questionText);
    const words = q.options.map(optionWords);
    addRank(
      words.map((w) => overlap(w, stemWords)),
      key,
      stem,
    );
    // Rounded so that near-equal similarities count as ties rather than as a ranking nobody could see.
    addRank(
      words.map((w, i) => Math.round((100 * words.reduce((s, v, j) => (j === i ? s : s + jaccard(w, v)), 0)) / 3) / 100),
      key,
      converge,
    );
    const vals = quantities(q.options);
    if (vals) {
      numericN++;
      addRank(
        vals.map((v) => -v),
        key,
        numeric,
      );
    }
  }
  const n = items.length;
  const fig = (position: string, counts: number[], of: number): PositionFigure => ({
    position,
    n: of,
    shares: counts.map((c) => (of ? c / of : 0)) as PositionFigure['shares'],
    margin: cueMargin(of),
  });
  return [
    fig('length (1 = longest)', length, n),
    fig('letter (A-D)', letter, n),
    fig('stem words repeated (1 = most)', stem, n),
    fig('likeness to the other options (1 = most alike)', converge, n),
    fig('numeric value (1 = smallest)', numeric, numericN),
  ];
}

/** Problems: every share of every position with enough items within 25 % ± its margin. */
export function checkPositions(items: readonly Item[], what: string): string[] {
  const out: string[] = [];
  for (const f of positionFigures(items)) {
    if (f.n < MIN_ITEMS) continue;
    f.shares.forEach((s, i) => {
      if (Math.abs(s - CHANCE) > f.margin + 1e-9) {
        const at = f.position.startsWith('letter') ? OPTION_LETTERS[i] : `rank ${i + 1}`;
        out.push(
          `${what}: the key is at ${f.position} ${at} in ${(100 * s).toFixed(1)}% of ${f.n} items (chance 25%, allowed ${(100 * (CHANCE - f.margin)).toFixed(1)}–${(100 * (CHANCE + f.margin)).toFixed(1)}%)`,
        );
      }
    });
  }
  return out;
}

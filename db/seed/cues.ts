/**
 * Content checks beyond the format rules of check.ts: answer cues a test-wise student could use without
 * knowing the content (option order, key rank, option length, absolute words), clinical consistency of
 * stated blood gases (Henderson–Hasselbalch) and a semantic duplicate screen. `checkBank` runs them all;
 * `cueReport` gives the figures `npm run bank:report` prints.
 */
import { OPTION_LETTERS } from '../../src/shared/bankVocabulary';
import type { SeedQuestion } from './types';

const LETTERS = OPTION_LETTERS;

/** Share of written items whose key is the strictly longest (or shortest) option: chance is 25 %. */
export const LONGEST_KEY_MAX = 0.28;
export const SHORTEST_KEY_MAX = 0.28;
/** Keys and distractors must carry absolute words at about the same rate (percentage points). */
export const ABSOLUTE_GAP_MAX = 0.025;
/** Henderson–Hasselbalch: stated pH within this of the pH computed from PaCO2 and HCO3-. */
export const PH_TOLERANCE = 0.03;
/** Jaccard over content words of stem + key at or above this is a semantic duplicate. */
export const SEMANTIC_DUPLICATE = 0.5;

export const ABSOLUTE_WORDS = ['always', 'never', 'only', 'all', 'none', 'must'] as const;
const ABSOLUTE_RE = new RegExp(`\\b(${ABSOLUTE_WORDS.join('|')})\\b`, 'i');

export function hasAbsolute(text: string): boolean {
  return ABSOLUTE_RE.test(text);
}

const keyIndex = (q: SeedQuestion) => LETTERS.indexOf(q.correctAnswer);

/** A calculation item's template id (calc-<template>-<n>). */
export function templateOf(q: SeedQuestion): string | undefined {
  return q.calculation ? q.key.replace(/^calc-/, '').replace(/-\d+$/, '') : undefined;
}

// ---------------------------------------------------------------------------------------------------
// Numeric options

/** A quantity on its own: an optional comparator, a number (or a range, or a 1:x ratio) and at most a
 * short unit, e.g. "12 mL/kg", "0.5 mg", "35%", "1:2.5", "7.35 to 7.45". Returns its sort value. */
export function quantityValue(option: string): number | undefined {
  const t = option.trim().replace(/\u2212/g, '-');
  const ratio = /^1\s*:\s*(\d+(?:\.\d+)?)$/.exec(t);
  if (ratio) return Number(ratio[1]);
  const m = /^(?:about |approximately |~)?(-?\d[\d,]*(?:\.\d+)?)(?:\s*(?:-|–|to)\s*-?\d[\d,]*(?:\.\d+)?)?\s*(.*)$/.exec(t);
  if (!m) return undefined;
  const unit = m[2]!.trim();
  // A unit is short and has no clause in it: "mL/kg", "cm H2O", "breaths/min", "L/min/m²", ":1".
  if (unit.length > 22 || /[;,]/.test(unit) || unit.split(/\s+/).length > 3) return undefined;
  if (/\b(and|or|with|than|the|of|if|is)\b/i.test(unit)) return undefined;
  return Number(m[1]!.replace(/,/g, ''));
}

/** The first number of an option, for calculation options with words around the value
 * ("Increase the rate to 18/min", "153 mm Hg; moderate ARDS", "1:2.5"). */
export function leadingNumber(option: string): number | undefined {
  const ratio = /\b1\s*:\s*(\d+(?:\.\d+)?)/.exec(option);
  if (ratio) return Number(ratio[1]);
  const m = /-?\d[\d,]*(?:\.\d+)?/.exec(option);
  return m ? Number(m[0].replace(/,/g, '')) : undefined;
}

/** The values of the options when all four are numbers (quantities), else undefined. */
export function numericOptions(q: SeedQuestion): number[] | undefined {
  const vals = q.options.map((o) => (q.calculation ? leadingNumber(o) : quantityValue(o)));
  return vals.every((v): v is number => v !== undefined && Number.isFinite(v)) ? vals : undefined;
}

export function checkSortedOptions(q: SeedQuestion): string[] {
  const vals = numericOptions(q);
  if (!vals) return [];
  for (let i = 1; i < 4; i++) {
    if (vals[i]! < vals[i - 1]!) return [`${q.key}: numeric options are not in ascending order (${q.options.join(' | ')})`];
  }
  return [];
}

/** Per template: the key's rank (0 = smallest) in each live case. */
export function keyRanks(bank: readonly SeedQuestion[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const q of bank) {
    const t = templateOf(q);
    if (!t) continue;
    const vals = numericOptions(q);
    if (!vals) continue;
    const key = vals[keyIndex(q)]!;
    const rank = vals.filter((v) => v < key).length;
    out.set(t, [...(out.get(t) ?? []), rank]);
  }
  return out;
}

/** A calculation distractor this close to the key (relative) is not a clearly wrong result. */
export const MIN_DISTRACTOR_GAP = 0.045;

export function checkDistractorGap(q: SeedQuestion): string[] {
  if (!q.calculation) return [];
  const vals = numericOptions(q);
  if (!vals) return [];
  const key = vals[keyIndex(q)]!;
  return vals
    .filter((v, i) => i !== keyIndex(q) && Math.abs(v - key) < MIN_DISTRACTOR_GAP * Math.abs(key))
    .map((v) => `${q.key}: distractor ${v} lies within ${100 * MIN_DISTRACTOR_GAP}% of the key ${key} (not a clearly wrong result)`);
}

export function checkKeyRanks(bank: readonly SeedQuestion[]): string[] {
  const out: string[] = [];
  for (const [t, ranks] of keyRanks(bank)) {
    if (ranks.length >= 2 && new Set(ranks).size === 1)
      out.push(`calc-${t}: the key has rank ${ranks[0]! + 1} of 4 in every case (vary it)`);
    if (ranks.length >= 2 && ranks.every((r) => r === 0 || r === 3) && ranks.length >= 3) {
      out.push(`calc-${t}: the key is always the smallest or the largest option (an outlier cue)`);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Length and absolute words (written items: calculation options are numbers)

export interface CueStats {
  written: number;
  longestKey: number;
  shortestKey: number;
  absoluteInKeys: number;
  absoluteInDistractors: number;
  /** "Drop options with absolutes, then pick the longest": the share of items this strategy answers. */
  testWiseScore: number;
}

function strictlyExtreme(q: SeedQuestion, sign: 1 | -1): boolean {
  const idx = keyIndex(q);
  const len = q.options.map((o) => sign * o.trim().length);
  return len.every((l, i) => i === idx || l < len[idx]!);
}

export function cueStats(bank: readonly SeedQuestion[]): CueStats {
  const written = bank.filter((q) => !q.calculation);
  let absK = 0;
  let absD = 0;
  let score = 0;
  for (const q of written) {
    const idx = keyIndex(q);
    q.options.forEach((o, i) => {
      if (!hasAbsolute(o)) return;
      if (i === idx) absK++;
      else absD++;
    });
    // Strategy: keep options without absolutes (all four if every one has one), pick the longest; a tie
    // for longest is a coin toss between the tied options.
    let pool = q.options.map((o, i) => ({ o, i })).filter(({ o }) => !hasAbsolute(o));
    if (pool.length === 0) pool = q.options.map((o, i) => ({ o, i }));
    const max = Math.max(...pool.map(({ o }) => o.trim().length));
    const top = pool.filter(({ o }) => o.trim().length === max);
    if (top.some(({ i }) => i === idx)) score += 1 / top.length;
  }
  const n = written.length || 1;
  return {
    written: written.length,
    longestKey: written.filter((q) => strictlyExtreme(q, 1)).length / n,
    shortestKey: written.filter((q) => strictlyExtreme(q, -1)).length / n,
    absoluteInKeys: absK / n,
    absoluteInDistractors: absD / (3 * n),
    testWiseScore: score / n,
  };
}

export function checkCues(bank: readonly SeedQuestion[]): string[] {
  const s = cueStats(bank);
  if (s.written < 40) return [];
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const out: string[] = [];
  if (s.longestKey > LONGEST_KEY_MAX)
    out.push(
      `bank: the key is the strictly longest option in ${pct(s.longestKey)} of written items (chance 25%, keep it at most ${pct(LONGEST_KEY_MAX)})`,
    );
  if (s.shortestKey > SHORTEST_KEY_MAX)
    out.push(
      `bank: the key is the strictly shortest option in ${pct(s.shortestKey)} of written items (keep it at most ${pct(SHORTEST_KEY_MAX)})`,
    );
  if (Math.abs(s.absoluteInKeys - s.absoluteInDistractors) > ABSOLUTE_GAP_MAX) {
    out.push(
      `bank: absolute words (${ABSOLUTE_WORDS.join(', ')}) are in ${pct(s.absoluteInKeys)} of keys but ${pct(s.absoluteInDistractors)} of distractors (keep the gap within ${pct(ABSOLUTE_GAP_MAX)})`,
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Blood gases: pH = 6.1 + log10(HCO3- / (0.03 x PaCO2))

export interface BloodGas {
  ph: number;
  paco2: number;
  hco3: number;
}

export function hhPh(paco2: number, hco3: number): number {
  return 6.1 + Math.log10(hco3 / (0.03 * paco2));
}

const PH_RE = /\bpH\s*(?:of\s*|=\s*|is\s*|was\s*)?(\d\.\d{1,2})\b/g;
const PACO2_RE = /\bPaCO2\s*(?:of\s*|=\s*|is\s*|was\s*)?(\d{2,3}(?:\.\d)?)\b/g;
const HCO3_RE = /\bHCO3(?:-|⁻|−)?\s*(?:of\s*|=\s*|is\s*|was\s*)?(\d{1,2}(?:\.\d)?)\b/g;

function matches(re: RegExp, text: string): { at: number; v: number }[] {
  return [...text.matchAll(re)].map((m) => ({ at: m.index ?? 0, v: Number(m[1]) }));
}

/** Blood gases stated in a text: each pH with the nearest PaCO2 and HCO3- within one sentence-sized
 * window (a text with a baseline and a current gas yields both). */
export function bloodGases(text: string): BloodGas[] {
  const phs = matches(PH_RE, text);
  const pcs = matches(PACO2_RE, text);
  const hcs = matches(HCO3_RE, text);
  const out: BloodGas[] = [];
  const nearest = (list: { at: number; v: number }[], at: number) => {
    let best: { at: number; v: number } | undefined;
    for (const m of list) if (Math.abs(m.at - at) <= 110 && (!best || Math.abs(m.at - at) < Math.abs(best.at - at))) best = m;
    return best;
  };
  for (const p of phs) {
    const pc = nearest(pcs, p.at);
    const hc = nearest(hcs, p.at);
    if (pc && hc) out.push({ ph: p.v, paco2: pc.v, hco3: hc.v });
  }
  return out;
}

export function checkBloodGases(q: SeedQuestion): string[] {
  const out: string[] = [];
  for (const text of [q.questionText, ...q.options]) {
    for (const g of bloodGases(text)) {
      const calc = hhPh(g.paco2, g.hco3);
      if (Math.abs(calc - g.ph) > PH_TOLERANCE + 1e-9) {
        out.push(`${q.key}: pH ${g.ph} does not fit PaCO2 ${g.paco2} and HCO3- ${g.hco3} (Henderson–Hasselbalch gives ${calc.toFixed(2)})`);
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Semantic duplicates: the same question asked in other words

const STOP = new Set(
  `a an the of to in on at for and or with without by from is are was were be been being this that these those it its
  as which what who whom whose when where how why than then there their his her he she they them patient patients
  most best should would could will can may following next first now has have had do does did not no after before
  into about over under between during per while each any some more less very also other year old man woman
  shows show showing given give appropriate action recommend recommended therapist respiratory immediately immediate
  suddenly sudden rt`.split(/\s+/),
);
/** Spellings of one thing, so a reworded stem still matches. */
const SYNONYMS: Record<string, string> = {
  nonrebreather: 'nonrebreathing',
  'non-rebreather': 'nonrebreathing',
  'co-oximetry': 'cooximetry',
  carboxyhemoglobin: 'cohb',
  decompress: 'decompression',
  hemithorax: 'chest',
  deviated: 'deviation',
  shifted: 'deviation',
  aerosolized: 'nebulized',
  gcs: 'glasgow',
};

function contentWords(text: string): Set<string> {
  const out = new Set<string>();
  for (let w of text
    .toLowerCase()
    .replace(/[^a-z0-9.%-]+/g, ' ')
    .split(' ')) {
    w = w.replace(/^[.-]+|[.-]+$/g, '');
    if (!w || STOP.has(w) || (w.length < 3 && !/\d/.test(w))) continue;
    w = SYNONYMS[w] ?? w;
    // A light stem: plural and -ing/-ed forms count as one word.
    out.add(/\d/.test(w) ? w : w.replace(/(ing|ed|es|s)$/, ''));
  }
  return out;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  const union = a.size + b.size - shared;
  return union ? shared / union : 0;
}

function numbersIn(text: string): string[] {
  return [...text.matchAll(/\d+(?:\.\d+)?/g)].map((m) => m[0]).filter((x) => x !== '0');
}

export interface DuplicatePair {
  a: string;
  b: string;
  score: number;
  why: string;
}

/** Which pairs the semantic screen compares at all (every pair unless a caller says otherwise). */
export type Comparable = (a: SeedQuestion, b: SeedQuestion) => boolean;

/** Pairs of written items that ask the same thing: the same clinical picture (stem content words) with the
 * same keyed answer (key content words), or the same distinctive numbers in the stem with a keyed answer
 * of like meaning. Pairs listed in `allowed` ("a|b") were reviewed and test different things. */
export function semanticDuplicates(
  bank: readonly SeedQuestion[],
  allowed: ReadonlySet<string> = DUPLICATE_REVIEWED,
  comparable: Comparable = () => true,
): DuplicatePair[] {
  const items = bank
    .filter((q) => !q.calculation)
    .map((q) => {
      const key = q.options[keyIndex(q)]!;
      return {
        q,
        stem: contentWords(q.questionText),
        key: contentWords(key),
        nums: new Set(numbersIn(q.questionText)),
        keyNums: new Set(numbersIn(key).filter((x) => !q.questionText.includes(x))),
      };
    });
  const out: DuplicatePair[] = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i]!;
      const b = items[j]!;
      if (allowed.has(`${a.q.key}|${b.q.key}`) || allowed.has(`${b.q.key}|${a.q.key}`) || !comparable(a.q, b.q)) continue;
      const js = jaccard(a.stem, b.stem);
      const jk = jaccard(a.key, b.key);
      const score = (js + jk) / 2;
      const shared = [...a.nums].filter((x) => b.nums.has(x) && !/^(1|2|3|4|5|10|100)$/.test(x));
      let why = '';
      if (js >= SEMANTIC_DUPLICATE) why = `stems share ${(100 * js).toFixed(0)}% of their content words`;
      else if ((score >= 0.4 && js >= 0.2) || (score >= 0.37 && js >= 0.3) || (score >= 0.3 && js >= 0.25 && jk >= 0.25))
        why = `same picture and keyed answer (stem ${(100 * js).toFixed(0)}%, key ${(100 * jk).toFixed(0)}% shared words)`;
      else if (shared.length >= 2 && jk >= 0.5 && js >= 0.2) why = `same numbers (${shared.join(', ')}) and the same keyed answer`;
      else if (shared.length >= 2 && jk >= 0.2 && [...a.keyNums].some((x) => b.keyNums.has(x))) {
        why = `same numbers (${shared.join(', ')}) and the same computed result in the key`;
      }
      if (why) out.push({ a: a.q.key, b: b.q.key, score, why });
    }
  }
  return out;
}

/** Pairs the screen flags that a reviewer judged to test different things (keep this list short). */
export const DUPLICATE_REVIEWED: ReadonlySet<string> = new Set<string>([
  'bga-016|mv-004', // hypercapnia in a normal-lung overdose vs permissive hypercapnia in ARDS
  'pa-044|cpd-046', // computing the AHI from event counts vs grading a given AHI
  'cls-004|cls-040', // adult 30:2 vs two-rescuer child 15:2
  'bga-001|bga-004', // acute uncompensated vs chronic compensated respiratory acidosis
  'mv-004|mv-046', // permissive hypercapnia in ARDS vs normocapnia with raised ICP
  'cpm-007|med-003', // adding ICS for eosinophilic exacerbations vs withdrawing it after pneumonias with low eosinophils
]);

export function checkDuplicates(bank: readonly SeedQuestion[], comparable?: Comparable): string[] {
  return semanticDuplicates(bank, DUPLICATE_REVIEWED, comparable).map((d) => `${d.b}: asks the same as ${d.a} (${d.why})`);
}

// ---------------------------------------------------------------------------------------------------

export interface CueReport extends CueStats {
  templates: number;
  constantRankTemplates: string[];
  /** "Pick the option of rank r" scores on calculation items, r = 1..4 (smallest first). */
  rankStrategy: number[];
  unsortedNumeric: number;
  bloodGasProblems: number;
  duplicates: DuplicatePair[];
}

export function cueReport(bank: readonly SeedQuestion[]): CueReport {
  const ranks = keyRanks(bank);
  const all = [...ranks.values()].flat();
  const rankStrategy = [0, 1, 2, 3].map((r) => (all.length ? all.filter((x) => x === r).length / all.length : 0));
  return {
    ...cueStats(bank),
    templates: ranks.size,
    constantRankTemplates: [...ranks].filter(([, r]) => r.length >= 2 && new Set(r).size === 1).map(([t]) => t),
    rankStrategy,
    unsortedNumeric: bank.filter((q) => checkSortedOptions(q).length > 0).length,
    bloodGasProblems: bank.flatMap(checkBloodGases).length,
    duplicates: semanticDuplicates(bank),
  };
}

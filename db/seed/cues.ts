/**
 * Content checks beyond the format rules of check.ts: answer cues a test-wise student could use without
 * knowing the content (option order, key rank, option length, absolute words), clinical consistency of
 * stated blood gases (Henderson–Hasselbalch); positionCues.ts measures key positions and duplicates.ts screens
 * for the same decision asked twice. `checkBank` runs them all;
 * `cueReport` gives the figures `npm run bank:report` prints.
 */
import { OPTION_LETTERS } from '../../src/shared/bankVocabulary';
import type { SeedQuestion } from './types';
import { semanticDuplicates, type DuplicatePair } from './duplicates';
import { MIN_ITEMS, checkPositions, positionFigures, type PositionFigure } from './positionCues';

const LETTERS = OPTION_LETTERS;

/** Keys and distractors must carry absolute words at about the same rate (percentage points). */
export const ABSOLUTE_GAP_MAX = 0.025;
/** Henderson–Hasselbalch: stated pH within this of the pH computed from PaCO2 and HCO3-. */
export const PH_TOLERANCE = 0.03;

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
  absoluteInKeys: number;
  absoluteInDistractors: number;
  /** "Drop options with absolutes, then pick the longest": the share of items this strategy answers. */
  testWiseScore: number;
}

/** Absolute-word figures over written items (the caller leaves calculation items out). */
export function cueStats(written: readonly SeedQuestion[]): CueStats {
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
    absoluteInKeys: absK / n,
    absoluteInDistractors: absD / (3 * n),
    testWiseScore: score / n,
  };
}

/** The answer cues of one population of written items ("single items" or "case items"): every position of
 * positionCues.ts within its margin, and absolute words in keys and distractors at about the same rate. */
export function checkCues(written: readonly SeedQuestion[], what: string): string[] {
  if (written.length < MIN_ITEMS) return [];
  const s = cueStats(written);
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const out = checkPositions(written, what);
  if (Math.abs(s.absoluteInKeys - s.absoluteInDistractors) > ABSOLUTE_GAP_MAX) {
    out.push(
      `${what}: absolute words (${ABSOLUTE_WORDS.join(', ')}) are in ${pct(s.absoluteInKeys)} of keys but ${pct(s.absoluteInDistractors)} of distractors (keep the gap within ${pct(ABSOLUTE_GAP_MAX)})`,
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

export interface CueReport extends CueStats {
  templates: number;
  constantRankTemplates: string[];
  /** "Pick the option of rank r" scores on calculation items, r = 1..4 (smallest first). */
  rankStrategy: number[];
  unsortedNumeric: number;
  bloodGasProblems: number;
  /** Every position of positionCues.ts over the written items. */
  positions: PositionFigure[];
  duplicates: DuplicatePair[];
}

/** The figures bank:report prints for one population: `bank` holds the items measured (calculation items are
 * measured by template, written items by position); `duplicates` are screened by the caller. */
export function cueReport(bank: readonly SeedQuestion[], duplicates: DuplicatePair[] = semanticDuplicates(bank)): CueReport {
  const ranks = keyRanks(bank);
  const all = [...ranks.values()].flat();
  const rankStrategy = [0, 1, 2, 3].map((r) => (all.length ? all.filter((x) => x === r).length / all.length : 0));
  const written = bank.filter((q) => !q.calculation);
  return {
    ...cueStats(written),
    templates: ranks.size,
    constantRankTemplates: [...ranks].filter(([, r]) => r.length >= 2 && new Set(r).size === 1).map(([t]) => t),
    rankStrategy,
    unsortedNumeric: bank.filter((q) => checkSortedOptions(q).length > 0).length,
    bloodGasProblems: bank.flatMap(checkBloodGases).length,
    positions: positionFigures(written),
    duplicates,
  };
}

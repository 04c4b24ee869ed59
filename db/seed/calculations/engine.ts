/**
 * The calculation template engine. A template holds hand-picked cases and THE formula; the builder turns
 * each case into a SeedQuestion with formatted options, a balanced key letter and a worked explanation,
 * and the verifier recomputes every key from the formula.
 *
 * Keys are `calc-<template-id>-<n>` where n is the 1-based position of the case in its template's list.
 * Cases are append-only: never reorder or delete a case (set `retired: true` to drop one from the bank
 * while keeping the numbering of the others).
 */
import { OPTION_LETTERS } from '../../../src/shared/bankVocabulary';
import type { AnswerLetter, CognitiveLevel, Difficulty, OutlineSection, RteArea, SeedQuestion, TmcCode } from '../types';
import type { SourceId } from '../sources';

export const LETTERS: readonly AnswerLetter[] = OPTION_LETTERS;

/** Per-case overrides and bookkeeping. */
export interface CaseMeta {
  difficulty?: Difficulty;
  cognitiveLevel?: CognitiveLevel;
  outlineSection?: OutlineSection;
  retired?: boolean;
}

export interface Rounding {
  /** Decimal places; negative rounds to tens (-1), hundreds (-2). */
  decimals: number;
  /** 'down' for durations (a cylinder lasts at least this long). Default 'nearest'. */
  mode?: 'nearest' | 'down';
  /** Drop trailing zeros after the decimal point (drug doses: 2.5 mg, 0.25 mg, 25 mg). */
  trim?: boolean;
}

export interface CalcTemplate<C> {
  id: string;
  topicId: number;
  difficulty: Difficulty;
  cognitiveLevel: CognitiveLevel;
  outlineSection: OutlineSection;
  /** TMC outline area every case of the template tests (its section equals outlineSection). */
  tmcCode: TmcCode;
  rteArea: RteArea;
  /** The reference the formula and its use were checked against (db/seed/sources.ts). */
  source: SourceId;
  /** When a reviewer last checked the template against its source: YYYY-MM-DD; only a real review sets it. */
  reviewed?: string;
  /** When the template was written or last rewritten: YYYY-MM-DD. */
  written?: string;
  cases: readonly (C & CaseMeta)[];
  stem(c: C): string;
  /** THE formula. */
  answer(c: C): number;
  /** Unit written after every option ('' for none). Ignored when `format` is given. */
  unit: string;
  rounding: Rounding;
  /** Custom option text for a rounded value (ratios such as "1:2.5", or an action such as "Increase the
   * rate to 18 breaths/min" when the student must interpret the number); used for every option. */
  format?: (rounded: string, c: C, value: number) => string;
  /** Plausible wrong results from typical errors, in the same order as `whyWrong`: at least three, most
   * typical first. Give errors on both sides of the key: the builder picks three so that the key's rank
   * among the sorted options follows the topic's balanced letter sequence. */
  distractors(c: C): number[];
  /** Why each distractor is wrong: the error that produces it, as a phrase starting with a verb (one per
   * distractor; a function when the errors differ between cases). */
  whyWrong: readonly string[] | ((c: C) => readonly string[]);
  /** The formula and the worked numbers for this case. */
  explain(c: C): string;
  keyPoint: string;
}

/** A template with its case type erased, so templates of different shapes share one list. */
export interface BuiltTemplate {
  id: string;
  topicId: number;
  caseCount: number;
  isRetired(i: number): boolean;
  /** Formatted correct answer for case i, recomputed from the formula. */
  answerText(i: number): string;
  /** Formatted option texts for case i at a target key rank of 0: [key, d1, d2, d3], distinct. */
  optionTexts(i: number): { texts: string[]; why: string[]; fallbacks: number };
  /** Options in ascending order of value; the key lands on `letter` (its rank) when the template's errors
   * allow it, else on the nearest rank they allow. */
  build(i: number, letter: AnswerLetter): SeedQuestion;
}

function roundValue(v: number, r: Rounding): number {
  const f = 10 ** r.decimals;
  const scaled = Number((v * f).toPrecision(12));
  const n = r.mode === 'down' ? Math.floor(scaled) : Math.round(scaled);
  return n / f;
}

function withCommas(intPart: string): string {
  return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Formats a number with the template's rounding: fixed decimals, thousands separators. */
export function formatNumber(v: number, r: Rounding): string {
  const rounded = roundValue(v, r);
  const neg = rounded < 0;
  let s = Math.abs(rounded).toFixed(Math.max(r.decimals, 0));
  if (r.trim && s.includes('.')) s = s.replace(/0+$/, '').replace(/\.$/, '');
  const [i, frac] = s.split('.');
  return `${neg ? '-' : ''}${withCommas(i ?? '0')}${frac !== undefined ? `.${frac}` : ''}`;
}

/** Number formatting for explanations: up to `d` decimals, trailing zeros trimmed. */
export function n(v: number, d = 1): string {
  return formatNumber(v, { decimals: d, trim: true });
}

/** A wrong result closer to the key than this (relative) is not a clear error, so it is not offered. */
export const MIN_DISTRACTOR_GAP = 0.045;

/** Multipliers tried, in order, when a distractor coincides with the key or another option. */
const FALLBACK_FACTORS = [1.5, 0.5, 2, 0.75, 1.25, 3, 0.25];

export function defineTemplate<C>(t: CalcTemplate<C>): BuiltTemplate {
  const text = (v: number, c: C): string => {
    const num = formatNumber(v, t.rounding);
    if (t.format) return t.format(num, c, v);
    return t.unit ? `${num} ${t.unit}` : num;
  };
  const caseAt = (i: number): C & CaseMeta => {
    const c = t.cases[i];
    if (!c) throw new Error(`template ${t.id}: no case ${i + 1}`);
    return c;
  };
  const answerText = (i: number): string => {
    const c = caseAt(i);
    return text(t.answer(c), c);
  };
  /** Every usable wrong result of case i (distinct texts, not the key's), in the template's order. */
  const candidates = (i: number): { texts: string[]; values: number[]; why: string[]; fallbacks: number } => {
    const c = caseAt(i);
    const key = t.answer(c);
    const texts = [text(key, c)];
    const values = [roundValue(key, t.rounding)];
    const why: string[] = [];
    let fallbacks = 0;
    const raw = t.distractors(c);
    const reasons = typeof t.whyWrong === 'function' ? t.whyWrong(c) : t.whyWrong;
    raw.forEach((v, k) => {
      // A wrong result must show as a positive number once rounded ("0 mg" is no option).
      const far = v !== undefined && Math.abs(v - key) > MIN_DISTRACTOR_GAP * Math.abs(key);
      const candidate = v !== undefined && Number.isFinite(v) && far && roundValue(v, t.rounding) > 0 ? text(v, c) : undefined;
      if (candidate === undefined || texts.includes(candidate)) return;
      texts.push(candidate);
      values.push(roundValue(v, t.rounding));
      why.push(reasons[k] ?? 'does not follow from the formula');
    });
    while (texts.length < 4) {
      fallbacks++;
      const f = FALLBACK_FACTORS.find((x) => !texts.includes(text(key * x, c)));
      if (f === undefined) throw new Error(`template ${t.id} case ${i + 1}: cannot make 4 distinct options`);
      texts.push(text(key * f, c));
      values.push(roundValue(key * f, t.rounding));
      why.push('does not follow from the formula; recheck each step against the worked solution');
    }
    return { texts, values, why, fallbacks };
  };
  /** Three wrong results for case i such that the key has rank `target` (0 = smallest) among the four
   * options, or the rank nearest to it; the first (most typical) errors are preferred. Returns the options
   * in ascending order of value. */
  const choose = (i: number, target: number): { texts: string[]; why: (string | undefined)[]; keyIdx: number } => {
    const { texts, values, why } = candidates(i);
    const m = texts.length - 1;
    let best: number[] | undefined;
    let bestMiss = Infinity;
    for (let a = 1; a <= m; a++)
      for (let b = a + 1; b <= m; b++)
        for (let d = b + 1; d <= m; d++) {
          const rank = [a, b, d].filter((x) => values[x]! < values[0]!).length;
          const miss = Math.abs(rank - target);
          if (miss < bestMiss) {
            best = [a, b, d];
            bestMiss = miss;
          }
        }
    const order = [0, ...best!].sort((x, y) => values[x]! - values[y]!);
    return {
      texts: order.map((x) => texts[x]!),
      why: order.map((x) => (x === 0 ? undefined : why[x - 1])),
      keyIdx: order.indexOf(0),
    };
  };
  /** The options of case i as built with a target rank of 0: [key, d1, d2, d3] (for tests). */
  const optionTexts = (i: number): { texts: string[]; why: string[]; fallbacks: number } => {
    const { fallbacks } = candidates(i);
    const picked = choose(i, 0);
    const key = picked.texts[picked.keyIdx]!;
    return {
      texts: [key, ...picked.texts.filter((_, k) => k !== picked.keyIdx)],
      why: picked.why.filter((w): w is string => w !== undefined),
      fallbacks,
    };
  };
  const build = (i: number, wanted: AnswerLetter): SeedQuestion => {
    const c = caseAt(i);
    const { texts, why, keyIdx } = choose(i, LETTERS.indexOf(wanted));
    const letter = LETTERS[keyIdx]!;
    const wrongLines: string[] = [];
    for (let slot = 0; slot < 4; slot++) {
      if (slot !== keyIdx) wrongLines.push(`${LETTERS[slot]} (${texts[slot]}) is wrong: this result ${why[slot]}.`);
    }
    const explanation = [
      `${letter} is correct. ${t.explain(c)}`,
      '',
      ...wrongLines,
      '',
      `Correct Answer: ${letter}`,
      `Key Learning Point: ${t.keyPoint}`,
    ].join('\n');
    return {
      key: `calc-${t.id}-${i + 1}`,
      topicId: t.topicId,
      questionText: t.stem(c),
      options: texts as [string, string, string, string],
      correctAnswer: letter,
      explanation,
      difficulty: c.difficulty ?? t.difficulty,
      cognitiveLevel: c.cognitiveLevel ?? t.cognitiveLevel,
      outlineSection: c.outlineSection ?? t.outlineSection,
      calculation: true,
      tmcCode: t.tmcCode,
      rteArea: t.rteArea,
      source: t.source,
      reviewed: t.reviewed,
      written: t.written,
    };
  };
  return {
    id: t.id,
    topicId: t.topicId,
    caseCount: t.cases.length,
    isRetired: (i) => caseAt(i).retired === true,
    answerText,
    optionTexts,
    build,
  };
}

/** Each block of four questions in a topic uses one of these orders, so every letter is the key exactly
 * once per block (balanced) without a visible A-B-C-D cycle. */
const LETTER_ORDERS: readonly string[] = ['BDAC', 'CADB', 'DBCA', 'ACDB', 'DCAB', 'BADC', 'CDBA', 'ABDC'];

/** Builds every live case of every template. The key's rank among the sorted options is its letter. Each
 * case offers the ranks its template's errors allow; the builder starts from a balanced per-topic letter
 * sequence (nearest allowed rank) and then moves single cases to other allowed ranks while that evens out
 * the letters of their topic, never leaving a template with its key at one rank in every case. */
export function buildAll(templates: readonly BuiltTemplate[]): SeedQuestion[] {
  interface Slot {
    topic: number;
    template: string;
    choices: Map<AnswerLetter, SeedQuestion>;
    pick: AnswerLetter;
  }
  const slots: Slot[] = [];
  const perTopic = new Map<number, number>();
  for (const t of templates) {
    for (let i = 0; i < t.caseCount; i++) {
      if (t.isRetired(i)) continue;
      const k = perTopic.get(t.topicId) ?? 0;
      perTopic.set(t.topicId, k + 1);
      const order = LETTER_ORDERS[Math.floor(k / 4) % LETTER_ORDERS.length]!;
      const first = t.build(i, order[k % 4] as AnswerLetter);
      const choices = new Map<AnswerLetter, SeedQuestion>([[first.correctAnswer, first]]);
      for (const l of LETTERS) {
        const q = t.build(i, l);
        if (!choices.has(q.correctAnswer)) choices.set(q.correctAnswer, q);
      }
      slots.push({ topic: t.topicId, template: t.id, choices, pick: first.correctAnswer });
    }
  }
  const counts = new Map<number, Record<AnswerLetter, number>>();
  for (const s of slots) {
    const c = counts.get(s.topic) ?? { A: 0, B: 0, C: 0, D: 0 };
    c[s.pick]++;
    counts.set(s.topic, c);
  }
  const varied = (template: string, except: Slot, letter: AnswerLetter): boolean => {
    const mine = slots.filter((s) => s.template === template);
    if (mine.length < 2) return true;
    const picks = mine.map((s) => (s === except ? letter : s.pick));
    // Not one rank throughout, and (from three cases) not always the smallest or the largest option.
    return new Set(picks).size > 1 && (picks.length < 3 || picks.some((p) => p === 'B' || p === 'C'));
  };
  // Start: make every template vary where its cases allow it.
  for (const s of slots) {
    if (varied(s.template, s, s.pick)) continue;
    const alt = [...s.choices.keys()].find((l) => l !== s.pick);
    if (alt) {
      counts.get(s.topic)![s.pick]--;
      counts.get(s.topic)![alt]++;
      s.pick = alt;
    }
  }
  // Then even out each topic's letters: move one case, or two cases of the topic together, to other allowed
  // ranks while that lowers the topic's sum of squared letter counts.
  const spread = (c: Record<AnswerLetter, number>) => LETTERS.reduce((sum, l) => sum + c[l] * c[l], 0);
  const tryMoves = (moves: [Slot, AnswerLetter][]): boolean => {
    const c = counts.get(moves[0]![0].topic)!;
    const before = spread(c);
    const old = moves.map(([s]) => s.pick);
    for (const [s, l] of moves) {
      c[s.pick]--;
      c[l]++;
      s.pick = l;
    }
    const ok = spread(c) < before && moves.every(([s]) => varied(s.template, s, s.pick));
    if (!ok) {
      moves.forEach(([s], k) => {
        c[s.pick]--;
        c[old[k]!]++;
        s.pick = old[k]!;
      });
    }
    return ok;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (const s of slots) {
      for (const l of s.choices.keys()) if (l !== s.pick && tryMoves([[s, l]])) changed = true;
    }
    if (changed) continue;
    for (const s of slots) {
      for (const t of slots) {
        if (t === s || t.topic !== s.topic) continue;
        for (const ls of s.choices.keys()) {
          for (const lt of t.choices.keys()) {
            if (ls === s.pick || lt === t.pick || changed) continue;
            if (
              tryMoves([
                [s, ls],
                [t, lt],
              ])
            )
              changed = true;
          }
        }
      }
    }
  }
  return slots.map((s) => s.choices.get(s.pick)!);
}

/** Recomputes each question's key from its template and reports every mismatch. */
export function verifyAgainst(templates: readonly BuiltTemplate[], questions: readonly SeedQuestion[]): string[] {
  const out: string[] = [];
  const byKey = new Map(questions.map((q) => [q.key, q] as const));
  const known = new Set<string>();
  for (const t of templates) {
    for (let i = 0; i < t.caseCount; i++) {
      const key = `calc-${t.id}-${i + 1}`;
      known.add(key);
      if (t.isRetired(i)) continue;
      const q = byKey.get(key);
      if (!q) {
        out.push(`${key}: template case has no built question`);
        continue;
      }
      let expected: string;
      try {
        expected = t.answerText(i);
      } catch (e) {
        out.push(`${key}: formula failed: ${(e as Error).message}`);
        continue;
      }
      const idx = LETTERS.indexOf(q.correctAnswer);
      if (idx < 0) {
        out.push(`${key}: correct answer ${q.correctAnswer} is not A-D`);
        continue;
      }
      const keyed = q.options[idx];
      if (keyed !== expected) out.push(`${key}: keyed option ${q.correctAnswer} is "${keyed}" but the formula gives "${expected}"`);
      q.options.forEach((o, j) => {
        if (j !== idx && o === expected) out.push(`${key}: distractor ${LETTERS[j]} "${o}" equals the correct value`);
      });
      if (new Set(q.options).size !== 4) out.push(`${key}: options are not distinct`);
      const line = /^Correct Answer:\s*([A-D])\b/m.exec(q.explanation);
      if (!line) out.push(`${key}: explanation lacks a "Correct Answer:" line`);
      else if (line[1] !== q.correctAnswer) out.push(`${key}: "Correct Answer: ${line[1]}" disagrees with key ${q.correctAnswer}`);
      if (!q.calculation) out.push(`${key}: not flagged calculation: true`);
    }
  }
  for (const q of questions) if (!known.has(q.key)) out.push(`${q.key}: no template case produces this key`);
  return out;
}

/**
 * The calculation template engine. A template holds hand-picked cases and THE formula; the builder turns
 * each case into a SeedQuestion with formatted options, a balanced key letter and a worked explanation,
 * and the verifier recomputes every key from the formula.
 *
 * Keys are `calc-<template-id>-<n>` where n is the 1-based position of the case in its template's list.
 * Cases are append-only: never reorder or delete a case (set `retired: true` to drop one from the bank
 * while keeping the numbering of the others).
 */
import type { AnswerLetter, CognitiveLevel, Difficulty, OutlineSection, SeedQuestion } from '../types';

export const LETTERS: readonly AnswerLetter[] = ['A', 'B', 'C', 'D'];

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
  /** Three plausible wrong results from typical errors, in the same order as `whyWrong`. */
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
  /** Formatted option texts for case i before placement: [key, d1, d2, d3], distinct. */
  optionTexts(i: number): { texts: string[]; why: string[]; fallbacks: number };
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
  const optionTexts = (i: number): { texts: string[]; why: string[]; fallbacks: number } => {
    const c = caseAt(i);
    const key = t.answer(c);
    const texts = [text(key, c)];
    const why: string[] = [];
    let fallbacks = 0;
    const raw = t.distractors(c);
    const reasons = typeof t.whyWrong === 'function' ? t.whyWrong(c) : t.whyWrong;
    for (let k = 0; k < 3; k++) {
      const v = raw[k];
      const candidate = v !== undefined && Number.isFinite(v) && v > 0 ? text(v, c) : undefined;
      if (candidate !== undefined && !texts.includes(candidate)) {
        texts.push(candidate);
        why.push(reasons[k] ?? 'does not follow from the formula');
        continue;
      }
      fallbacks++;
      const alt = FALLBACK_FACTORS.map((f) => text(key * f, c)).find((s) => !texts.includes(s));
      if (alt === undefined) throw new Error(`template ${t.id} case ${i + 1}: cannot make 4 distinct options`);
      texts.push(alt);
      why.push('does not follow from the formula; recheck each step against the worked solution');
    }
    return { texts, why, fallbacks };
  };
  const build = (i: number, letter: AnswerLetter): SeedQuestion => {
    const c = caseAt(i);
    const { texts, why } = optionTexts(i);
    const keyIdx = LETTERS.indexOf(letter);
    const options: string[] = [];
    const wrongLines: string[] = [];
    let d = 1;
    for (let slot = 0; slot < 4; slot++) {
      if (slot === keyIdx) {
        options.push(texts[0]!);
      } else {
        options.push(texts[d]!);
        wrongLines.push(`${LETTERS[slot]} (${texts[d]}) is wrong: this result ${why[d - 1]}.`);
        d++;
      }
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
      options: options as [string, string, string, string],
      correctAnswer: letter,
      explanation,
      difficulty: c.difficulty ?? t.difficulty,
      cognitiveLevel: c.cognitiveLevel ?? t.cognitiveLevel,
      outlineSection: c.outlineSection ?? t.outlineSection,
      calculation: true,
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

/** Builds every live case of every template; the key letter follows a per-topic balanced sequence. */
export function buildAll(templates: readonly BuiltTemplate[]): SeedQuestion[] {
  const perTopic = new Map<number, number>();
  const out: SeedQuestion[] = [];
  for (const t of templates) {
    for (let i = 0; i < t.caseCount; i++) {
      if (t.isRetired(i)) continue;
      const k = perTopic.get(t.topicId) ?? 0;
      perTopic.set(t.topicId, k + 1);
      const order = LETTER_ORDERS[Math.floor(k / 4) % LETTER_ORDERS.length]!;
      out.push(t.build(i, order[k % 4] as AnswerLetter));
    }
  }
  return out;
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

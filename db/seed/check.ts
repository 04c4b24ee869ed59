import {
  CASE_SETTINGS,
  COGNITIVE_LEVELS,
  DIFFICULTIES as DIFFICULTY_WORDS,
  OPTION_LETTERS,
  OUTLINE_SECTIONS,
  type CaseSetting,
} from '../../src/shared/bankVocabulary';
import type { SeedCaseSet, SeedQuestion } from './types';
import { TOPICS } from './topics';
import { checkExhibit } from './exhibitCheck';
import { RETIRED_KEYS } from './retired';
import { checkMetadata } from './metadata';
import { checkBloodGases, checkCues, checkDistractorGap, checkKeyRanks, checkSortedOptions } from './cues';
import { checkDuplicates } from './duplicates';

const LETTERS = OPTION_LETTERS;
const DIFFICULTIES = new Set<string>(DIFFICULTY_WORDS);
const LEVELS = new Set<string>(COGNITIVE_LEVELS);
const SECTIONS = new Set<string>(OUTLINE_SECTIONS);
const TOPIC_IDS = new Set(TOPICS.map((t) => t.id));
/** Stems this similar (Jaccard over word sets) are near-duplicates. */
const NEAR_DUPLICATE = 0.8;

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(/[^a-z0-9%.]+/g, ' ')
      .split(' ')
      .filter(Boolean),
  );
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Problems with one question on its own. */
export function checkQuestion(q: SeedQuestion): string[] {
  const out: string[] = [];
  const at = `${q.key}:`;
  if (!/^[a-z0-9-]+$/.test(q.key)) out.push(`${at} key must be lowercase letters, digits and dashes`);
  if (!TOPIC_IDS.has(q.topicId)) out.push(`${at} unknown topicId ${q.topicId}`);
  if (!SECTIONS.has(q.outlineSection)) out.push(`${at} unknown outline section ${q.outlineSection}`);
  if (!DIFFICULTIES.has(q.difficulty)) out.push(`${at} unknown difficulty ${q.difficulty}`);
  if (!LEVELS.has(q.cognitiveLevel)) out.push(`${at} unknown cognitive level ${q.cognitiveLevel}`);
  if (q.questionText.trim().length < 20) out.push(`${at} stem too short`);
  if (!Array.isArray(q.options) || q.options.length !== 4) out.push(`${at} needs exactly 4 options`);
  const opts = (q.options ?? []).map((o) => o.trim().toLowerCase());
  if (opts.some((o) => o.length === 0)) out.push(`${at} empty option`);
  if (new Set(opts).size !== opts.length) out.push(`${at} options are not distinct`);
  if (opts.some((o) => /(all|none|both) of the above/.test(o))) out.push(`${at} "of the above" option`);
  if (!LETTERS.includes(q.correctAnswer)) out.push(`${at} correct answer ${q.correctAnswer} not A-D`);
  const keyLine = /^Correct Answer:\s*([A-D])\b/m.exec(q.explanation);
  if (!keyLine) out.push(`${at} explanation lacks a "Correct Answer:" line`);
  else if (keyLine[1] !== q.correctAnswer) out.push(`${at} "Correct Answer: ${keyLine[1]}" disagrees with key ${q.correctAnswer}`);
  if (!/^Key Learning Point:\s*\S/m.test(q.explanation)) out.push(`${at} explanation lacks a "Key Learning Point:" line`);
  if (q.explanation.length < 120) out.push(`${at} explanation too short to teach`);
  out.push(...checkSortedOptions(q), ...checkBloodGases(q), ...checkDistractorGap(q), ...checkExhibit(q));
  return out;
}

/** Problems across questions: duplicate keys and stems, retired keys, letter balance within a topic, answer
 * cues (key rank per template; every key position of the written single items, see positionCues.ts; absolute
 * words), the same decision asked twice (duplicates.ts) and each item's metadata (TMC code, RTE area, source, review
 * date on `today`; see metadata.ts). `caseSetOf` maps the key of each case item in `bank` to its set's key: case
 * items are measured apart from single items (checkCaseSets), and two items of one set are not duplicates. */
export function checkBank(
  bank: readonly SeedQuestion[],
  today: Date = new Date(),
  caseSetOf: ReadonlyMap<string, string> = new Map(),
): string[] {
  const out: string[] = bank.flatMap(checkQuestion);
  out.push(...bank.flatMap((q) => checkMetadata(q, today)));
  // The whole-bank blueprint (outline weights, RTE topic counts: checkBlueprint in metadata.ts) is held by the bank
  // test and bank:report, not here: checkBank also checks parts of the bank (one topic, the calculation items).
  const keys = new Map<string, number>();
  for (const q of bank) keys.set(q.key, (keys.get(q.key) ?? 0) + 1);
  for (const [k, n] of keys) if (n > 1) out.push(`${k}: key used ${n} times`);
  for (const q of bank) if (q.key in RETIRED_KEYS) out.push(`${q.key}: key was retired (${RETIRED_KEYS[q.key]}); never reuse a key`);
  const singles = bank.filter((q) => !q.calculation && !caseSetOf.has(q.key));
  const oneSet = (a: SeedQuestion, b: SeedQuestion) => caseSetOf.has(a.key) && caseSetOf.get(a.key) === caseSetOf.get(b.key);
  out.push(...checkKeyRanks(bank), ...checkCues(singles, 'single items'), ...checkDuplicates(bank, (a, b) => !oneSet(a, b)));

  const stems = new Map<string, string>();
  for (const q of bank) {
    const norm = q.questionText.trim().toLowerCase().replace(/\s+/g, ' ');
    const prev = stems.get(norm);
    if (prev) out.push(`${q.key}: same stem as ${prev}`);
    else stems.set(norm, q.key);
  }
  // Calculation questions share a template's wording by design; their numbers differ.
  // Sorted by word count: a Jaccard of NEAR_DUPLICATE needs the smaller set to hold at least that share of the
  // larger, so each stem is compared with the few of like size only (the bank and case items run in well under 1 s).
  const written = bank
    .filter((q) => !q.calculation)
    .map((q, at) => ({ q, at, w: words(q.questionText) }))
    .sort((x, y) => x.w.size - y.w.size);
  for (let i = 0; i < written.length; i++) {
    for (let j = i + 1; j < written.length && NEAR_DUPLICATE * written[j]!.w.size <= written[i]!.w.size; j++) {
      const [a, b] = written[i]!.at < written[j]!.at ? [written[i]!, written[j]!] : [written[j]!, written[i]!];
      if (jaccard(a.w, b.w) >= NEAR_DUPLICATE) out.push(`${b.q.key}: near-duplicate stem of ${a.q.key}`);
    }
  }

  for (const topic of TOPICS) {
    const qs = bank.filter((q) => q.topicId === topic.id);
    if (qs.length < 20) continue;
    for (const letter of LETTERS) {
      const share = qs.filter((q) => q.correctAnswer === letter).length / qs.length;
      if (share < 0.15 || share > 0.35) {
        out.push(`${topic.slug}: answer ${letter} is the key in ${Math.round(share * 100)}% of questions (want 15-35%)`);
      }
    }
    const longest = qs.filter((q) => {
      const idx = LETTERS.indexOf(q.correctAnswer);
      const len = q.options.map((o) => o.length);
      return len.every((l, i) => i === idx || l < len[idx]!);
    }).length;
    if (longest / qs.length > 0.45) {
      out.push(
        `${topic.slug}: the key is the longest option in ${Math.round((100 * longest) / qs.length)}% of questions (a test-wise cue; keep it under 45%)`,
      );
    }
  }
  return out;
}

export interface TopicReport {
  topic: string;
  count: number;
  difficulty: Record<string, number>;
  level: Record<string, number>;
  section: Record<string, number>;
  letters: Record<string, number>;
  calculations: number;
  free: number;
  rte2027: number;
}

function tally<T extends string>(items: readonly T[]): Record<string, number> {
  const r: Record<string, number> = {};
  for (const i of items) r[i] = (r[i] ?? 0) + 1;
  return r;
}

export function reportBank(bank: readonly SeedQuestion[]): TopicReport[] {
  return TOPICS.map((t) => {
    const qs = bank.filter((q) => q.topicId === t.id);
    return {
      topic: t.name,
      count: qs.length,
      difficulty: tally(qs.map((q) => q.difficulty)),
      level: tally(qs.map((q) => q.cognitiveLevel)),
      section: tally(qs.map((q) => q.outlineSection)),
      letters: tally(qs.map((q) => q.correctAnswer)),
      calculations: qs.filter((q) => q.calculation).length,
      free: qs.filter((q) => q.free).length,
      rte2027: qs.filter((q) => q.rte2027).length,
    };
  });
}

/** A case set has 3 to 6 items (issue #17 §5). */
export const CASE_MIN_ITEMS = 3;
export const CASE_MAX_ITEMS = 6;
const SETTINGS = new Set<string>(CASE_SETTINGS);

/** A case set's items as questions of its topic, in order: what the cue and duplicate checks read. */
export function caseItemsAsQuestions(sets: readonly SeedCaseSet[]): SeedQuestion[] {
  // A case item's own question is often short ("What should the therapist do now?"): what it asks is the new text
  // on screen with it, the scenario for the first item and the update for each later one, so the stem and
  // duplicate screens compare that.
  return sets.flatMap((set) =>
    set.items.map(({ update, ...item }, i): SeedQuestion => ({
      ...item,
      topicId: set.topicId,
      questionText: `${i === 0 ? set.scenario : (update ?? '')}\n${item.questionText}`,
    })),
  );
}

/**
 * Problems with the case sets, on their own and together with the bank: every item passes checkQuestion, a set has
 * 3–6 items, the first item reveals no update and every later one does, keys are unique across sets, their items
 * and the bank's questions (and never retired), and the cue, stem and semantic-duplicate checks run over the bank
 * and the case items together (checkBank), so a case item neither repeats a single question nor skews the cues.
 */
export function checkCaseSets(sets: readonly SeedCaseSet[], bank: readonly SeedQuestion[]): string[] {
  const out: string[] = [];
  for (const set of sets) {
    const at = `${set.key}:`;
    if (!/^[a-z0-9-]+$/.test(set.key)) out.push(`${at} key must be lowercase letters, digits and dashes`);
    if (!TOPIC_IDS.has(set.topicId)) out.push(`${at} unknown topicId ${set.topicId}`);
    if (!SETTINGS.has(set.setting)) out.push(`${at} unknown setting ${set.setting as string}`);
    if (set.title.trim().length < 5) out.push(`${at} title too short`);
    if (set.scenario.trim().length < 80) out.push(`${at} scenario too short to set the scene`);
    const n = set.items.length;
    if (n < CASE_MIN_ITEMS || n > CASE_MAX_ITEMS) out.push(`${at} has ${n} items (want ${CASE_MIN_ITEMS}-${CASE_MAX_ITEMS})`);
    set.items.forEach((item, i) => {
      const update = item.update?.trim() ?? '';
      if (i === 0 && update) out.push(`${item.key}: the first item of ${set.key} reveals no update (the scenario opens the case)`);
      if (i > 0 && update.length < 20) out.push(`${item.key}: item ${i + 1} of ${set.key} needs an update with the new findings`);
    });
  }
  const keys = new Map<string, number>();
  for (const k of [...sets.map((s) => s.key), ...sets.flatMap((s) => s.items.map((i) => i.key)), ...bank.map((q) => q.key)]) {
    keys.set(k, (keys.get(k) ?? 0) + 1);
  }
  const setKeys = new Set(sets.flatMap((s) => [s.key, ...s.items.map((i) => i.key)]));
  for (const [k, n] of keys) if (n > 1 && setKeys.has(k)) out.push(`${k}: key used ${n} times across case sets and questions`);
  for (const s of sets) if (s.key in RETIRED_KEYS) out.push(`${s.key}: key was retired (${RETIRED_KEYS[s.key]}); never reuse a key`);
  // Item checks (checkQuestion), retired item keys, stems and duplicates run over the bank and the case items
  // together; what the bank alone already reports is checkBank(bank)'s, so only the problems the items add are kept.
  // A single item that asks a case step's decision is a duplicate like any other: the RTE's breadth and
  // clinical-judgment parts draw from one learner's memory, and the case's version rests on findings it revealed.
  const alone = new Set(checkBank(bank));
  const items = caseItemsAsQuestions(sets);
  const setOf = new Map(sets.flatMap((s) => s.items.map((i) => [i.key, s.key] as const)));
  for (const p of checkBank([...bank, ...items], new Date(), setOf)) if (!alone.has(p)) out.push(p);
  out.push(...checkCues(items, 'case items'));
  // Letters per setting too: a learner practising one setting's cases would otherwise learn its favourite letter.
  for (const setting of CASE_SETTINGS) {
    const of = sets.filter((s) => s.setting === setting).flatMap((s) => s.items);
    if (of.length < 20) continue;
    for (const letter of LETTERS) {
      const share = of.filter((q) => q.correctAnswer === letter).length / of.length;
      if (share < 0.15 || share > 0.35) {
        out.push(`case sets (${setting}): answer ${letter} is the key in ${Math.round(share * 100)}% of items (want 15-35%)`);
      }
    }
  }
  return [...new Set(out)];
}

export interface CaseSetReport {
  setting: CaseSetting;
  sets: number;
  items: number;
}

/** Case sets and their items per setting (bank:report). */
export function reportCaseSets(sets: readonly SeedCaseSet[]): CaseSetReport[] {
  return CASE_SETTINGS.map((setting) => {
    const of = sets.filter((s) => s.setting === setting);
    return { setting, sets: of.length, items: of.reduce((n, s) => n + s.items.length, 0) };
  });
}

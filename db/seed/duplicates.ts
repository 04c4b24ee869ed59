/**
 * The duplicate screen: pairs of items that ask the same decision and key the same answer, however they are worded.
 *
 * Design. Each item gives two bags of content words, its stem (for a case item, the findings shown with it and its
 * question) and its key. Words are lower-cased, stop words dropped, plurals and -ing/-ed folded, and spellings of
 * one thing mapped to one token (SYNONYMS: "nonrebreather" and "NRB", "CO-oximetry" and "carboxyhemoglobin" …).
 * Each bag is weighted by inverse document frequency over all items screened (a word every item uses says nothing
 * about the decision; "cricothyrotomy" says a lot), and two items are compared by the cosine of their weighted
 * bags, stem with stem and key with key. A pair is the same decision with the same key when
 *   key cosine ≥ KEY_SAME and stem cosine ≥ STEM_SAME, or
 *   key cosine ≥ KEY_CLOSE and stem cosine ≥ STEM_CLOSE (nearly the same answer to a like question), or
 *   key cosine ≥ KEY_EXACT with any stem cosine ≥ STEM_ANY (the same answer, word for word, to a related picture).
 * Thresholds were set by reading the top pairs of the second edition (bank:report prints every pair found).
 * Calculation items are left out (a template asks one thing with new numbers by design), and so are two items of
 * one case set (a case builds on itself). A pair a reviewer judged to test different things is listed with its
 * reason in DUPLICATE_REVIEWED (db/seed/duplicateReviewed.ts) and passes.
 */
import { OPTION_LETTERS } from '../../src/shared/bankVocabulary';
import type { SeedQuestion } from './types';
import { DUPLICATE_REVIEWED } from './duplicateReviewed';

export const KEY_SAME = 0.4;
export const STEM_SAME = 0.3;
export const KEY_CLOSE = 0.3;
export const STEM_CLOSE = 0.45;
export const KEY_EXACT = 0.7;
export const STEM_ANY = 0.15;

const STOP = new Set(
  `a an the of to in on at for and or with without by from is are was were be been being this that these those it its
  as which what who whom whose when where how why than then there their his her he she they them patient patients
  most best should would could will can may following next first now has have had do does did not no after before
  into about over under between during per while each any some more less very also other year old man woman child
  shows show showing given give appropriate action recommend recommended therapist respiratory immediately immediate
  rt mm hg cm h2o min l/min ml kg minute hour hours day days week weeks`.split(/\s+/),
);

/** Spellings of one thing, so a reworded stem or key still matches. */
const SYNONYMS: Record<string, string> = {
  nonrebreather: 'nonrebreathing',
  'non-rebreather': 'nonrebreathing',
  'non-rebreathing': 'nonrebreathing',
  nrb: 'nonrebreathing',
  'co-oximetry': 'cooximetry',
  carboxyhemoglobin: 'cohb',
  decompress: 'decompression',
  decompressed: 'decompression',
  hemithorax: 'chest',
  deviated: 'deviation',
  shifted: 'deviation',
  aerosolized: 'nebulized',
  aerosol: 'nebulized',
  gcs: 'glasgow',
  intubate: 'intubation',
  intubated: 'intubation',
  endotracheal: 'intubation',
  ett: 'intubation',
  niv: 'noninvasive',
  nippv: 'noninvasive',
  bipap: 'noninvasive',
  bilevel: 'noninvasive',
  hfnc: 'highflow',
  'high-flow': 'highflow',
  abg: 'bloodgas',
  spo2: 'saturation',
  sao2: 'saturation',
  oximetry: 'saturation',
  vt: 'tidal',
  adrenaline: 'epinephrine',
  salbutamol: 'albuterol',
  saba: 'albuterol',
  defibrillate: 'defibrillation',
  ptx: 'pneumothorax',
  wean: 'weaning',
  weaned: 'weaning',
  sbt: 'breathingtrial',
  extubate: 'extubation',
  extubated: 'extubation',
};

function tokens(text: string): string[] {
  const out: string[] = [];
  for (let w of text
    .toLowerCase()
    .replace(/[^a-z0-9.%/-]+/g, ' ')
    .split(' ')) {
    w = w.replace(/^[.\-/]+|[.\-/]+$/g, '');
    if (!w || STOP.has(w) || (w.length < 3 && !/\d/.test(w))) continue;
    w = SYNONYMS[w] ?? w;
    out.push(/\d/.test(w) ? w : w.replace(/(ing|ed|es|s)$/, ''));
  }
  return out;
}

type Vector = Map<string, number>;

function weigh(words: readonly string[], idf: ReadonlyMap<string, number>): Vector {
  const v: Vector = new Map();
  for (const w of new Set(words)) v.set(w, idf.get(w) ?? 0);
  let norm = 0;
  for (const x of v.values()) norm += x * x;
  norm = Math.sqrt(norm) || 1;
  for (const [w, x] of v) v.set(w, x / norm);
  return v;
}

function cosine(a: Vector, b: Vector): number {
  const [small, big] = a.size < b.size ? [a, b] : [b, a];
  let s = 0;
  for (const [w, x] of small) {
    const y = big.get(w);
    if (y) s += x * y;
  }
  return s;
}

export interface DuplicatePair {
  a: string;
  b: string;
  stem: number;
  key: number;
  why: string;
}

/** Which pairs the screen compares at all (every pair unless a caller says otherwise). */
export type Comparable = (a: SeedQuestion, b: SeedQuestion) => boolean;

export function semanticDuplicates(
  bank: readonly SeedQuestion[],
  allowed: ReadonlyMap<string, string> | ReadonlySet<string> = DUPLICATE_REVIEWED,
  comparable: Comparable = () => true,
): DuplicatePair[] {
  const items = bank.filter((q) => !q.calculation);
  const stems = items.map((q) => tokens(q.questionText));
  const keys = items.map((q) => tokens(q.options[OPTION_LETTERS.indexOf(q.correctAnswer)] ?? ''));
  const df = new Map<string, number>();
  for (const bag of [...stems, ...keys]) for (const w of new Set(bag)) df.set(w, (df.get(w) ?? 0) + 1);
  const docs = 2 * items.length || 1;
  const idf = new Map([...df].map(([w, n]) => [w, Math.log(docs / n)]));
  const sv = stems.map((s) => weigh(s, idf));
  const kv = keys.map((k) => weigh(k, idf));
  // Candidates share at least one key word: an inverted index keeps the screen well under a second.
  const byWord = new Map<string, number[]>();
  kv.forEach((v, i) => {
    for (const w of v.keys()) byWord.set(w, [...(byWord.get(w) ?? []), i]);
  });
  const out: DuplicatePair[] = [];
  for (let i = 0; i < items.length; i++) {
    const seen = new Set<number>();
    for (const w of kv[i]!.keys()) for (const j of byWord.get(w)!) if (j > i) seen.add(j);
    for (const j of seen) {
      const key = cosine(kv[i]!, kv[j]!);
      if (key < KEY_CLOSE) continue;
      const stem = cosine(sv[i]!, sv[j]!);
      const a = items[i]!;
      const b = items[j]!;
      const same =
        (key >= KEY_SAME && stem >= STEM_SAME) || (key >= KEY_CLOSE && stem >= STEM_CLOSE) || (key >= KEY_EXACT && stem >= STEM_ANY);
      if (!same || allowed.has(`${a.key}|${b.key}`) || allowed.has(`${b.key}|${a.key}`) || !comparable(a, b)) continue;
      out.push({ a: a.key, b: b.key, stem, key, why: `stems ${(100 * stem).toFixed(0)}% alike, keys ${(100 * key).toFixed(0)}% alike` });
    }
  }
  return out.sort((x, y) => y.stem + y.key - (x.stem + x.key));
}

export function checkDuplicates(bank: readonly SeedQuestion[], comparable?: Comparable): string[] {
  return semanticDuplicates(bank, DUPLICATE_REVIEWED, comparable).map((d) => `${d.b}: asks the same as ${d.a} (${d.why})`);
}

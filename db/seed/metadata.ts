/**
 * Item metadata of the bank (issue #17 §3): every item names its TMC detailed content outline area, its 2027 RTE
 * area, the reference it was checked against and when it was last reviewed. checkMetadata runs on every build
 * (through checkBank); the blueprint rules (outline weights, RTE topic counts) are figures in `npm run bank:report`
 * and a rule function that is switched on once the new items have landed.
 */
import {
  OUTLINE_SECTIONS,
  RTE_AREAS,
  RTE_TOPICS,
  TMC_CODES,
  sectionOfTmcCode,
  type OutlineSection,
  type RteTopic,
  type TmcCode,
} from '../../src/shared/bankVocabulary';
import { SOURCES } from './sources';
import type { SeedQuestion } from './types';

/** A review older than this many years is stale: the item must be checked against its source again. */
export const REVIEW_MAX_AGE_YEARS = 3;

/** Share of the bank each outline section should hold (the TMC blueprint), and the allowed distance. */
export const SECTION_TARGETS: Record<OutlineSection, number> = { I: 0.36, II: 0.14, III: 0.5 };
export const SECTION_TOLERANCE = 0.03;
/** Items the bank holds at least of each content area the RTE adds. */
export const RTE_TOPIC_MIN = 12;

const TMC = new Set<string>(TMC_CODES);
const AREAS = new Set<string>(RTE_AREAS);
const TOPICS = new Set<string>(RTE_TOPICS);

/** YYYY-MM-DD of a date, in UTC. */
export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** A real calendar day written YYYY-MM-DD (rejects 2026-02-30). */
export function isValidDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && isoDay(d) === s;
}

/** The oldest review date still current on `today`. */
export function oldestCurrentReview(today: Date): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - REVIEW_MAX_AGE_YEARS, today.getUTCMonth(), today.getUTCDate()));
  return isoDay(d);
}

/** Problems with one item's metadata on `today`: missing or unknown codes, a section that disagrees with the TMC
 * code, a source outside the catalogue, a review date that is malformed, in the future or stale. */
export function checkMetadata(q: SeedQuestion, today: Date): string[] {
  const out: string[] = [];
  const at = `${q.key}:`;
  if (!q.tmcCode) out.push(`${at} missing tmcCode`);
  else if (!TMC.has(q.tmcCode)) out.push(`${at} unknown tmcCode ${String(q.tmcCode)}`);
  else if (sectionOfTmcCode(q.tmcCode) !== q.outlineSection) {
    out.push(`${at} tmcCode ${q.tmcCode} belongs to section ${sectionOfTmcCode(q.tmcCode)}, not outlineSection ${q.outlineSection}`);
  }
  if (!q.rteArea) out.push(`${at} missing rteArea`);
  else if (!AREAS.has(q.rteArea)) out.push(`${at} unknown rteArea ${String(q.rteArea)}`);
  if (q.rteTopic !== undefined && !TOPICS.has(q.rteTopic)) out.push(`${at} unknown rteTopic ${String(q.rteTopic)}`);
  if (!q.source) out.push(`${at} missing source`);
  else if (!Object.hasOwn(SOURCES, q.source)) out.push(`${at} source ${String(q.source)} is not in db/seed/sources.ts`);
  if (!q.reviewed && !q.written) out.push(`${at} missing reviewed or written date`);
  if (q.written && !isValidDay(q.written)) out.push(`${at} written date ${q.written} is not a YYYY-MM-DD day`);
  if (!q.reviewed) {
    // Not reviewed since it was written: the written date is what the item can honestly show.
  } else if (!isValidDay(q.reviewed)) out.push(`${at} reviewed date ${q.reviewed} is not a YYYY-MM-DD day`);
  else if (q.reviewed > isoDay(today)) out.push(`${at} reviewed date ${q.reviewed} is in the future`);
  else if (q.reviewed < oldestCurrentReview(today)) {
    out.push(`${at} reviewed ${q.reviewed}, more than ${REVIEW_MAX_AGE_YEARS} years ago: check it against its source again`);
  }
  return out;
}

export interface BlueprintReport {
  total: number;
  sections: Record<OutlineSection, number>;
  tmcCodes: Record<TmcCode, number>;
  rteAreas: Record<string, number>;
  rteTopics: Record<RteTopic, number>;
  tmcOnly: number;
  sources: Record<string, number>;
  reviewed: { oldest: string | null; newest: string | null };
  /** Keys of items lacking tmcCode, rteArea, source or reviewed. */
  missing: string[];
}

function zeros<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
}

export function blueprintReport(bank: readonly SeedQuestion[]): BlueprintReport {
  const r: BlueprintReport = {
    total: bank.length,
    sections: zeros(OUTLINE_SECTIONS),
    tmcCodes: zeros(TMC_CODES),
    rteAreas: zeros(RTE_AREAS),
    rteTopics: zeros(RTE_TOPICS),
    tmcOnly: 0,
    sources: {},
    reviewed: { oldest: null, newest: null },
    missing: [],
  };
  for (const q of bank) {
    r.sections[q.outlineSection] = (r.sections[q.outlineSection] ?? 0) + 1;
    if (q.tmcCode) r.tmcCodes[q.tmcCode] = (r.tmcCodes[q.tmcCode] ?? 0) + 1;
    if (q.rteArea) r.rteAreas[q.rteArea] = (r.rteAreas[q.rteArea] ?? 0) + 1;
    if (q.rteTopic) r.rteTopics[q.rteTopic] = (r.rteTopics[q.rteTopic] ?? 0) + 1;
    if (q.tmcOnly) r.tmcOnly++;
    if (q.source) r.sources[q.source] = (r.sources[q.source] ?? 0) + 1;
    if (q.reviewed) {
      if (r.reviewed.oldest === null || q.reviewed < r.reviewed.oldest) r.reviewed.oldest = q.reviewed;
      if (r.reviewed.newest === null || q.reviewed > r.reviewed.newest) r.reviewed.newest = q.reviewed;
    }
    if (!q.tmcCode || !q.rteArea || !q.source || !(q.reviewed || q.written)) r.missing.push(q.key);
  }
  return r;
}

/**
 * The bank-level blueprint rules: each outline section's share within SECTION_TOLERANCE of its target, and at
 * least RTE_TOPIC_MIN items of each RTE topic. Not part of checkBank until the second-edition items land.
 */
export function checkBlueprint(bank: readonly SeedQuestion[]): string[] {
  const out: string[] = [];
  const r = blueprintReport(bank);
  if (r.total === 0) return ['the bank is empty'];
  for (const s of OUTLINE_SECTIONS) {
    const share = r.sections[s] / r.total;
    // A small epsilon: exactly 3 points off is within the tolerance despite floating-point rounding.
    if (Math.abs(share - SECTION_TARGETS[s]) > SECTION_TOLERANCE + 1e-9) {
      out.push(
        `outline section ${s} holds ${(100 * share).toFixed(1)}% of the bank (target ${Math.round(100 * SECTION_TARGETS[s])}% ± ${Math.round(100 * SECTION_TOLERANCE)} points)`,
      );
    }
  }
  for (const t of RTE_TOPICS) {
    if (r.rteTopics[t] < RTE_TOPIC_MIN) out.push(`RTE topic ${t} has ${r.rteTopics[t]} items (want at least ${RTE_TOPIC_MIN})`);
  }
  return out;
}

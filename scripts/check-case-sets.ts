// Checks the clinical-judgment case sets (db/seed/cases) while they are being written:
//   npx tsx scripts/check-case-sets.ts
// Every case item is flattened into a SeedQuestion (its update, or for the first item the scenario, in front of
// its own question, so the duplicate screens see what is new on the screen) and run through the bank's own
// checks together with the bank; the set structure is checked here.
import { checkBank, checkQuestion } from '../db/seed/check';
import { bloodGases, cueStats, hhPh, PH_TOLERANCE } from '../db/seed/cues';
import { BANK } from '../db/seed/bank';
import { SOURCES } from '../db/seed/sources';
import { CASE_SETS } from '../db/seed/cases/index';
import { CASE_SETTINGS, OPTION_LETTERS, sectionOfTmcCode } from '../src/shared/bankVocabulary';
import type { CaseSetting, SeedCaseSet, SeedQuestion } from '../db/seed/types';

const PREFIX: Record<CaseSetting, string> = {
  'adult-critical-care': 'acc',
  'neonatal-pediatric': 'neo',
  emergency: 'em',
  'chronic-disease': 'cd',
  'home-care': 'hc',
};
const REVIEWED = '2026-11-25';

export function flatten(set: SeedCaseSet): SeedQuestion[] {
  return set.items.map((item, i) => {
    const { update, ...rest } = item;
    const context = i === 0 ? set.scenario : (update ?? '');
    return { ...rest, topicId: set.topicId, questionText: `${context}\n\n${item.questionText}` };
  });
}

function checkSet(set: SeedCaseSet): string[] {
  const out: string[] = [];
  const at = `${set.key}:`;
  const prefix = PREFIX[set.setting];
  if (!CASE_SETTINGS.includes(set.setting)) out.push(`${at} unknown setting ${String(set.setting)}`);
  if (!new RegExp(`^case-${prefix}-\\d{3}$`).test(set.key)) out.push(`${at} key does not match case-${prefix}-NNN`);
  if (set.items.length < 3 || set.items.length > 6) out.push(`${at} has ${set.items.length} items (want 3-6)`);
  if (set.title.trim().length < 5) out.push(`${at} title too short`);
  if (set.scenario.trim().length < 80) out.push(`${at} scenario too short`);
  const texts = [set.scenario];
  set.items.forEach((item, i) => {
    const it = `${item.key}:`;
    if (item.key !== `${set.key}-${i + 1}`) out.push(`${it} item ${i + 1} of ${set.key} should be keyed ${set.key}-${i + 1}`);
    if (i === 0 && item.update !== undefined) out.push(`${it} the first item has an update`);
    if (i > 0 && !item.update?.trim()) out.push(`${it} a later item needs an update`);
    if (item.update) texts.push(item.update);
    if (!item.tmcCode) out.push(`${it} no tmcCode`);
    else if (sectionOfTmcCode(item.tmcCode) !== item.outlineSection)
      out.push(`${it} outlineSection ${item.outlineSection} is not the section of ${item.tmcCode}`);
    if (!item.rteArea) out.push(`${it} no rteArea`);
    if (!item.source || !(item.source in SOURCES)) out.push(`${it} unknown or missing source`);
    if (item.reviewed !== REVIEWED) out.push(`${it} reviewed should be ${REVIEWED}`);
    if (item.rteTopic && !item.rte2027) out.push(`${it} an rteTopic item should be marked rte2027`);
    // Every option gets its rationale: "X is correct" for the key, "X is wrong" for each distractor.
    for (const letter of OPTION_LETTERS) {
      const word = letter === item.correctAnswer ? 'correct' : 'wrong';
      if (!new RegExp(`\\b${letter} is ${word}\\b`).test(item.explanation)) out.push(`${it} explanation lacks "${letter} is ${word}"`);
    }
  });
  for (const text of texts) {
    for (const g of bloodGases(text)) {
      const calc = hhPh(g.paco2, g.hco3);
      if (Math.abs(calc - g.ph) > PH_TOLERANCE + 1e-9)
        out.push(`${at} pH ${g.ph} does not fit PaCO2 ${g.paco2} and HCO3- ${g.hco3} (Henderson–Hasselbalch gives ${calc.toFixed(2)})`);
    }
  }
  return out;
}

const flat = CASE_SETS.flatMap(flatten);
const problems: string[] = [...CASE_SETS.flatMap(checkSet), ...flat.flatMap(checkQuestion)];
const setKeys = new Map<string, number>();
for (const s of CASE_SETS) setKeys.set(s.key, (setKeys.get(s.key) ?? 0) + 1);
for (const [k, n] of setKeys) if (n > 1) problems.push(`${k}: set key used ${n} times`);
const bankKeys = new Set(BANK.map((q) => q.key));
for (const k of setKeys.keys()) if (bankKeys.has(k)) problems.push(`${k}: set key is a question key of the bank`);
// Bank-wide checks over bank + case items (duplicate keys and stems, semantic duplicates, cues, letter balance);
// checkQuestion problems of the bank itself are left to check-bank-file.ts.
const bankOwn = new Set(BANK.flatMap(checkQuestion));
problems.push(...checkBank([...BANK, ...flat]).filter((p) => !bankOwn.has(p)));
const unique = [...new Set(problems)];

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const count = <T extends string>(xs: readonly T[]) => xs.reduce<Record<string, number>>((r, x) => ({ ...r, [x]: (r[x] ?? 0) + 1 }), {});
console.log('sets per setting', count(CASE_SETS.map((s) => s.setting)));
console.log('items per setting', count(CASE_SETS.flatMap((s) => s.items.map(() => s.setting))));
console.log(`total: ${CASE_SETS.length} sets, ${flat.length} items`);
const levels = count(flat.map((q) => q.cognitiveLevel));
console.log('cognitive level', levels, `analysis ${pct((levels.analysis ?? 0) / (flat.length || 1))}`);
console.log('difficulty', count(flat.map((q) => q.difficulty)));
console.log('key letters', count(flat.map((q) => q.correctAnswer)));
console.log('outline', count(flat.map((q) => q.tmcCode ?? '-')));
console.log(
  'rte areas',
  count(flat.map((q) => q.rteArea ?? '-')),
  'rte topics',
  count(flat.flatMap((q) => (q.rteTopic ? [q.rteTopic] : []))),
);
const s = cueStats(flat);
console.log(
  `case items: key strictly longest ${pct(s.longestKey)}, strictly shortest ${pct(s.shortestKey)}, absolute words in ${pct(s.absoluteInKeys)} of keys / ${pct(s.absoluteInDistractors)} of distractors, test-wise score ${pct(s.testWiseScore)}`,
);
const b = cueStats([...BANK, ...flat]);
console.log(
  `bank + case items: key strictly longest ${pct(b.longestKey)}, strictly shortest ${pct(b.shortestKey)}, absolute ${pct(b.absoluteInKeys)} / ${pct(b.absoluteInDistractors)}, test-wise ${pct(b.testWiseScore)}`,
);
if (process.argv.includes('--longest')) {
  const longest = flat.filter((q) => {
    const idx = OPTION_LETTERS.indexOf(q.correctAnswer);
    const len = q.options.map((o) => o.trim().length);
    return len.every((l, i) => i === idx || l < len[idx]!);
  });
  console.log('key strictly longest:', longest.map((q) => q.key).join(' '));
}
console.log(unique.length ? unique.join('\n') : 'no problems');
console.log(`${unique.length} problems`);
process.exit(unique.length ? 1 : 0);

// npm run bank:report — per topic: count, difficulty, cognitive level, outline sections, key letters; then
// the answer-cue figures (key rank of calculation items; every key position of single and case items; absolute
// words), stated blood gases that fail Henderson–Hasselbalch, and the pairs the duplicate screen finds.
import { BANK } from '../db/seed/bank';
import { CASE_SETS } from '../db/seed/cases/index';
import { caseItemsAsQuestions, checkBank, checkCaseSets, reportBank, reportCaseSets } from '../db/seed/check';
import { RTE_TOPIC_MIN, SECTION_TARGETS, SECTION_TOLERANCE, blueprintReport, checkBlueprint } from '../db/seed/metadata';
import { CASE_SETTING_TITLES, TMC_CODE_TITLES } from '../src/shared/bankVocabulary';
import { exhibitCounts } from '../db/seed/exhibitCheck';
import { ABSOLUTE_GAP_MAX, ABSOLUTE_WORDS, cueReport } from '../db/seed/cues';
import { semanticDuplicates } from '../db/seed/duplicates';
import { DUPLICATE_REVIEWED } from '../db/seed/duplicateReviewed';
import { CHANCE, MIN_ITEMS, MIN_MARGIN, SE_MULTIPLE } from '../db/seed/positionCues';
import { checkCaseLibrary, checkRteSections } from '../db/seed/rteCoverage';
import { printRteCoverage } from './bank-report-rte';

const fmt = (r: Record<string, number>) =>
  Object.entries(r)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

const rows = reportBank(BANK);
for (const r of rows) {
  console.log(`\n${r.topic}: ${r.count} questions (${r.calculations} calculations, ${r.free} free, ${r.rte2027} RTE 2027)`);
  console.log(`  difficulty  ${fmt(r.difficulty)}`);
  console.log(`  level       ${fmt(r.level)}`);
  console.log(`  outline     ${fmt(r.section)}`);
  console.log(`  key letters ${fmt(r.letters)}`);
}
const total = rows.reduce((s, r) => s + r.count, 0);
const caseItems = CASE_SETS.flatMap((set) => set.items);
const analysis = BANK.filter((q) => q.cognitiveLevel === 'analysis').length;
const caseAnalysis = caseItems.filter((q) => q.cognitiveLevel === 'analysis').length;
console.log(
  `\nSize: ${total} single items and ${caseItems.length} case-set items; analysis level ${pct(analysis / total)} of single items, ${pct((analysis + caseAnalysis) / (total + caseItems.length))} of all (target at least 30%)`,
);

const caseQuestions = caseItemsAsQuestions(CASE_SETS);
const setOf = new Map(CASE_SETS.flatMap((s) => s.items.map((i) => [i.key, s.key] as const)));
// Every pair the screen finds, the reviewed ones marked, so the screen's reach is visible and not only its failures.
const screened = semanticDuplicates(
  [...BANK, ...caseQuestions],
  new Map(),
  (x, y) => !(setOf.has(x.key) && setOf.get(x.key) === setOf.get(y.key)),
);
const reviewed = (d: { a: string; b: string }) => DUPLICATE_REVIEWED.has(`${d.a}|${d.b}`) || DUPLICATE_REVIEWED.has(`${d.b}|${d.a}`);
const duplicates = screened.filter((d) => !reviewed(d));
const c = cueReport(BANK, []);
console.log(`\nAnswer cues (chance is 25%)`);
console.log(
  `  calculation items: ${c.templates} templates; templates whose key always has the same rank: ${c.constantRankTemplates.length}${c.constantRankTemplates.length ? ` (${c.constantRankTemplates.join(', ')})` : ''}`,
);
console.log(`  "pick the option of rank r" (smallest first) scores ${c.rankStrategy.map(pct).join(' / ')}`);
console.log(`  numeric option lists not in ascending order: ${c.unsortedNumeric}`);
console.log(`  stated blood gases off Henderson–Hasselbalch by more than 0.03: ${c.bloodGasProblems}`);
console.log(
  `  key positions: share of keys at each rank; allowed ${pct(CHANCE)} ± max(${pct(MIN_MARGIN)}, ${SE_MULTIPLE}·SE) with SE = √(0.25·0.75/n); ties share their ranks; held from ${MIN_ITEMS} items`,
);
for (const [what, items] of [
  ['single items', BANK],
  ['case items', caseQuestions],
] as const) {
  const r = cueReport(items, []);
  console.log(`  ${what} (${r.written} written):`);
  for (const f of r.positions) {
    const bad = f.shares.some((s) => Math.abs(s - CHANCE) > f.margin + 1e-9);
    console.log(
      `    ${f.position.padEnd(48)} n ${String(f.n).padStart(4)}  ${f.shares.map((s) => pct(s).padStart(6)).join(' ')}  ± ${pct(f.margin)}${bad ? (f.n >= MIN_ITEMS ? '  OUTSIDE' : '  (too few to hold)') : ''}`,
    );
  }
  console.log(
    `    absolute words (${ABSOLUTE_WORDS.join(', ')}): in ${pct(r.absoluteInKeys)} of keys, ${pct(r.absoluteInDistractors)} of distractors (gap at most ${pct(ABSOLUTE_GAP_MAX)}); "drop options with absolutes, pick the longest" scores ${pct(r.testWiseScore)}`,
  );
}
const kindOf = (k: string) => (setOf.has(k) ? 'case' : 'single');
const reviewedPairs = screened.filter(reviewed);
console.log(
  `  same decision with the same key (duplicates.ts): ${screened.length} pairs found, ${reviewedPairs.length} reviewed as different (duplicateReviewed.ts), ${duplicates.length} unresolved`,
);
for (const d of screened) {
  const why = reviewed(d)
    ? `reviewed: ${DUPLICATE_REVIEWED.get(`${d.a}|${d.b}`) ?? DUPLICATE_REVIEWED.get(`${d.b}|${d.a}`)}`
    : 'UNRESOLVED';
  console.log(`    ${kindOf(d.a)} ${d.a} ~ ${kindOf(d.b)} ${d.b}: ${d.why}; ${why}`);
}

const b = blueprintReport(BANK);
const share = (n: number) => (b.total ? pct(n / b.total) : '0.0%');
console.log(`\nBlueprint (${b.total} items)`);
console.log('  outline sections (target ± ' + String(100 * SECTION_TOLERANCE) + ' points):');
for (const [s, n] of Object.entries(b.sections)) {
  console.log(
    `    ${s.padEnd(4)} ${String(n).padStart(4)}  ${share(n).padStart(6)}  (target ${pct(SECTION_TARGETS[s as keyof typeof SECTION_TARGETS])})`,
  );
}
console.log('  TMC codes:');
for (const [code, n] of Object.entries(b.tmcCodes)) {
  console.log(
    `    ${code.padEnd(6)} ${String(n).padStart(4)}  ${share(n).padStart(6)}  ${TMC_CODE_TITLES[code as keyof typeof TMC_CODE_TITLES]}`,
  );
}
console.log(
  `  RTE areas: ${Object.entries(b.rteAreas)
    .map(([a, n]) => `${a} ${n} (${share(n)})`)
    .join(', ')}`,
);
console.log(
  `  RTE topics (target at least ${RTE_TOPIC_MIN} each): ${Object.entries(b.rteTopics)
    .map(([t, n]) => `${t} ${n}`)
    .join(', ')}`,
);
console.log(`  TMC-only (diagnostic percussion, left out of RTE simulations): ${b.tmcOnly}`);
console.log(`  sources (${Object.keys(b.sources).length} cited):`);
for (const [src, n] of Object.entries(b.sources).sort(([, x], [, y]) => y - x)) console.log(`    ${String(n).padStart(4)}  ${src}`);
console.log(`  reviewed: ${b.reviewed.oldest ?? '-'} to ${b.reviewed.newest ?? '-'}`);
console.log(
  `  items missing tmcCode, rteArea, source or reviewed: ${b.missing.length}${b.missing.length ? ` (${b.missing.join(', ')})` : ''}`,
);
const blueprint = checkBlueprint(BANK);
console.log(`  blueprint rules (held by the bank test in npm test): ${blueprint.length ? blueprint.join('; ') : 'met'}`);
const exhibitLine = (label: string, ex: Record<string, number>) =>
  `${label}: ${Object.values(ex).reduce((a, b) => a + b, 0)} (${Object.entries(ex)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')})`;
console.log(`\n${exhibitLine('Exhibits on single items', exhibitCounts(BANK))}`);
console.log(exhibitLine('Exhibits on case items', exhibitCounts(caseItemsAsQuestions(CASE_SETS))));

const caseRows = reportCaseSets(CASE_SETS);
console.log(`\nClinical case sets: ${CASE_SETS.length} sets, ${caseRows.reduce((n, r) => n + r.items, 0)} items`);
for (const r of caseRows) console.log(`  ${CASE_SETTING_TITLES[r.setting].padEnd(24)} ${r.sets} sets, ${r.items} items`);

printRteCoverage(BANK, CASE_SETS);

const problems = [...checkBank(BANK), ...checkCaseSets(CASE_SETS, BANK), ...checkRteSections(BANK), ...checkCaseLibrary(CASE_SETS, BANK)];
console.log(`\nTotal ${total} questions; ${problems.length} problems${problems.length ? ':\n' + problems.join('\n') : ''}`);

// npm run bank:report — per topic: count, difficulty, cognitive level, outline sections, key letters; then
// the answer-cue figures (key rank of calculation items, longest key, absolute words), stated blood gases
// that fail Henderson–Hasselbalch, and the semantic duplicate screen.
import { BANK } from '../db/seed/bank';
import { CASE_SETS } from '../db/seed/cases/index';
import { checkBank, checkCaseSets, reportBank, reportCaseSets } from '../db/seed/check';
import { CASE_SETTING_TITLES } from '../src/shared/bankVocabulary';
import { ABSOLUTE_GAP_MAX, ABSOLUTE_WORDS, LONGEST_KEY_MAX, SHORTEST_KEY_MAX, cueReport } from '../db/seed/cues';

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

const c = cueReport(BANK);
console.log(`\nAnswer cues (chance is 25%)`);
console.log(
  `  calculation items: ${c.templates} templates; templates whose key always has the same rank: ${c.constantRankTemplates.length}${c.constantRankTemplates.length ? ` (${c.constantRankTemplates.join(', ')})` : ''}`,
);
console.log(`  "pick the option of rank r" (smallest first) scores ${c.rankStrategy.map(pct).join(' / ')}`);
console.log(`  numeric option lists not in ascending order: ${c.unsortedNumeric}`);
console.log(
  `  written items: ${c.written}; key strictly longest ${pct(c.longestKey)} (max ${pct(LONGEST_KEY_MAX)}), strictly shortest ${pct(c.shortestKey)} (max ${pct(SHORTEST_KEY_MAX)})`,
);
console.log(
  `  absolute words (${ABSOLUTE_WORDS.join(', ')}): in ${pct(c.absoluteInKeys)} of keys, ${pct(c.absoluteInDistractors)} of distractors (gap at most ${pct(ABSOLUTE_GAP_MAX)})`,
);
console.log(`  "drop options with absolutes, pick the longest" scores ${pct(c.testWiseScore)}`);
console.log(`  stated blood gases off Henderson–Hasselbalch by more than 0.03: ${c.bloodGasProblems}`);
console.log(
  `  semantic duplicates: ${c.duplicates.length} pairs${c.duplicates.length ? '\n' + c.duplicates.map((d) => `    ${d.a} ~ ${d.b}: ${d.why}`).join('\n') : ''}`,
);

const caseRows = reportCaseSets(CASE_SETS);
console.log(`\nClinical case sets: ${CASE_SETS.length} sets, ${caseRows.reduce((n, r) => n + r.items, 0)} items`);
for (const r of caseRows) console.log(`  ${CASE_SETTING_TITLES[r.setting].padEnd(24)} ${r.sets} sets, ${r.items} items`);

const problems = [...checkBank(BANK), ...checkCaseSets(CASE_SETS, BANK)];
console.log(`\nTotal ${total} questions; ${problems.length} problems${problems.length ? ':\n' + problems.join('\n') : ''}`);

// npm run bank:report — per topic: count, difficulty, cognitive level, outline sections, key letters.
import { BANK } from '../db/seed/bank';
import { checkBank, reportBank } from '../db/seed/check';

const fmt = (r: Record<string, number>) =>
  Object.entries(r)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

const rows = reportBank(BANK);
for (const r of rows) {
  console.log(`\n${r.topic}: ${r.count} questions (${r.calculations} calculations, ${r.free} free, ${r.rte2027} RTE 2027)`);
  console.log(`  difficulty  ${fmt(r.difficulty)}`);
  console.log(`  level       ${fmt(r.level)}`);
  console.log(`  outline     ${fmt(r.section)}`);
  console.log(`  key letters ${fmt(r.letters)}`);
}
const total = rows.reduce((s, r) => s + r.count, 0);
const problems = checkBank(BANK);
console.log(`\nTotal ${total} questions; ${problems.length} problems${problems.length ? ':\n' + problems.join('\n') : ''}`);

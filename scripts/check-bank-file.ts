// Checks one topic's seed file (or the whole bank) while it is being written:
//   npx tsx scripts/check-bank-file.ts mechanical-ventilation
import { checkBank, reportBank } from '../db/seed/check';
import { BANK } from '../db/seed/bank';
import { TOPICS } from '../db/seed/topics';

const slug = process.argv[2];
const topic = slug ? TOPICS.find((t) => t.slug === slug) : undefined;
if (slug && !topic) {
  console.error(`unknown topic slug ${slug}`);
  process.exit(2);
}
const scope = topic ? BANK.filter((q) => q.topicId === topic.id) : BANK;
const problems = checkBank(BANK).filter((p) => !topic || scope.some((q) => p.startsWith(`${q.key}:`)) || p.startsWith(`${topic.slug}:`));
const report = reportBank(scope).filter((r) => r.count > 0);
console.log(JSON.stringify(report, null, 1));
console.log(problems.length ? problems.join('\n') : 'no problems');
process.exit(problems.length ? 1 : 0);

// npm run questions:generate -- --topic 3 --count 20 [--difficulty easy|medium|hard] [--level recall|application|analysis]
// Generates AI questions as drafts (an admin approves or rejects them), through the same procedure the
// admin dashboard calls. Needs OPENAI_API_KEY (and OPENAI_BASE_URL for another OpenAI-compatible server).
import { TRPCError } from '@trpc/server';
import { errorResponse } from '../src/server/rest';
import { parseArgs, scriptContext } from './context';
import { closeDatabase } from '../src/server/db';

const USAGE =
  'Usage: npm run questions:generate -- [--topic N] [--count N] [--difficulty easy|medium|hard] [--level recall|application|analysis]';

const args = parseArgs(process.argv.slice(2));
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const known = new Set(['topic', 'count', 'difficulty', 'level']);
const unknown = Object.keys(args).filter((k) => !known.has(k));
if (unknown.length) {
  console.error(`Unknown option ${unknown.map((k) => `--${k}`).join(', ')}\n${USAGE}`);
  process.exit(1);
}

const { caller, db } = await scriptContext();
try {
  const result = await caller.admin.generateQuestions({
    topicId: args.topic as never,
    count: args.count as never,
    difficulty: args.difficulty as never,
    cognitiveLevel: args.level as never,
  });
  console.log(
    `Generation run ${result.runId} (topic ${result.topicId}, ${result.model}): kept ${result.kept} of ${result.requested} requested as drafts, dropped ${result.dropped}`,
  );
  for (const reason of result.droppedReasons) console.log(`  dropped: ${reason}`);
  for (const q of result.questions) console.log(`  draft ${q.id}: ${q.questionText.slice(0, 100)}`);
  if (result.kept) console.log('Review the drafts in the admin dashboard (Questions, status Draft) to approve or reject them.');
} catch (err) {
  console.error(err instanceof TRPCError ? errorResponse(err).message : String(err));
  process.exitCode = 1;
} finally {
  await closeDatabase(db);
}

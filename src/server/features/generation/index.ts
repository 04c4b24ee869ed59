/**
 * AI question generation (issue #7): ask an OpenAI-compatible model for questions of one topic, keep only what
 * passes the same checks as an admin-written question and the bank's content check, drop near-duplicates, and
 * store the rest as drafts an admin must approve. Every run is logged in generation_runs, failed ones included;
 * a failed run stores no question.
 *
 * model.ts: what may be asked and the structured answer expected; prompt.ts: what the model is told;
 * validation.ts: which items are kept; similarity.ts: near-duplicate stems; errors.ts: failures an admin can
 * act on; run.ts: one generation run, logged (runSetup.ts: its topic, actor and result); review.ts: approving and rejecting drafts.
 */
export {
  COGNITIVE_LEVELS,
  DEFAULT_GENERATE,
  MAX_GENERATE,
  NEAR_DUPLICATE,
  NOT_CONFIGURED_MESSAGE,
  RATE_LIMITED_MESSAGE,
  generateInput,
  generationFormat,
  openAIClient,
  type GenerateInput,
  type GeneratedItem,
  type ResponsesClient,
} from './model';
export { jaccard, stemSimilarity } from './similarity';
export { INSTRUCTIONS, buildPrompt } from './prompt';
export { vetItems, type ItemVerdict } from './validation';
export { describeFailure } from './errors';
export { generateQuestions } from './run';
export { chooseTopic, type GenerationResult } from './runSetup';
export { approveQuestion, listGenerationRuns, rejectQuestion } from './review';

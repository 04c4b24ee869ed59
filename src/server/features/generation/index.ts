/**
 * AI question generation (issue #7): ask an OpenAI-compatible model for questions of one topic, keep only what
 * passes the same checks as an admin-written question and the bank's content check, drop near-duplicates, and
 * store the rest as drafts an admin must approve. Every run is logged in generation_runs, failed ones included;
 * a failed run stores no question.
 *
 * model.ts: what may be asked and the structured answer expected; prompt.ts: what the model is told;
 * validation.ts: which items are kept; similarity.ts: near-duplicate stems; errors.ts: failures an admin can
 * act on; run.ts: one generation run, logged (runSetup.ts: its topic, actor and result; caseSet.ts: a case-set
 * run); review.ts: approving and rejecting drafts.
 */
export { NEAR_DUPLICATE, NOT_CONFIGURED_MESSAGE, RATE_LIMITED_MESSAGE, generateInput, generationFormat } from './model';
export { stemSimilarity } from './similarity';
export { vetItems } from './validation';
export { generateQuestions } from './run';
export { approveQuestion, listGenerationRuns, rejectQuestion } from './review';

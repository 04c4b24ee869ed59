import type { RouterInput, RouterOutput } from '../../lib/types';

export type AdminQuestion = RouterOutput['admin']['questions']['items'][number];
export type AdminTopic = RouterOutput['admin']['topics'][number];
export type AdminUser = RouterOutput['admin']['users'][number];
export type AdminStats = RouterOutput['admin']['stats'];
export type Variant = 'simple' | 'full';
/** Which questions a table lists: the published bank or the AI drafts awaiting review (issue #7). */
export type QuestionStatus = 'published' | 'draft';
export type GenerateInput = NonNullable<RouterInput['admin']['generateQuestions']>;
export type GenerationRun = RouterOutput['admin']['generationRuns'][number];

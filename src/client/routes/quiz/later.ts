// What the quiz screen draws after the topic picker, and its offline fallbacks: one chunk, loaded by laterParts.ts.
export { CaseSetList } from './CaseSetList';
export { CaseRunner } from './CaseSets';
export { QuizResults } from './QuizResults';
export { QuizRunner } from './QuizRunner';
export { localQuiz } from '../../offline/offlineQuiz';
export { refreshCounts, syncOutbox } from '../../offline/sync';

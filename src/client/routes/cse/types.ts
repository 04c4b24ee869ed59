import type { RouterOutput } from '../../lib/types';

// The clinical simulation answers as the router sends them (src/shared/cseViews.ts describes each).
export type CseView = RouterOutput['learner']['cseSession'];
export type CsePlay = NonNullable<CseView['problem']>;
export type CseCurrent = NonNullable<CsePlay['current']>;
export type CsePast = CsePlay['past'][number];
export type CseRevealedView = CseCurrent['chosen'][number];
export type CseResultView = NonNullable<CseView['result']>;
export type CseProblemResultView = CseResultView['problems'][number];
type CseReviewView = RouterOutput['learner']['cseReview'];
export type CseReviewSectionView = CseReviewView['sections'][number];
type CseListAnswer = RouterOutput['learner']['cseProblems'];
export type CseListItem = CseListAnswer['problems'][number];
export type CseHistoryRow = RouterOutput['learner']['cseHistory'][number];

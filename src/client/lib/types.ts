import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/appRouter';

export type RouterOutput = inferRouterOutputs<AppRouter>;
export type RouterInput = inferRouterInputs<AppRouter>;

// The answers the client names, as the router sends them (never a server service's own type: lint holds it).
/** The signed-in user as the session keeps it. */
export type PublicUser = RouterOutput['auth']['me'];
/** A running exam, as starting, resuming or moving between sections answers it. */
export type ActiveExam = NonNullable<RouterOutput['learner']['activeExam']>;
/** A custom test with its items, as opening or finishing it answers it. */
export type TestView = RouterOutput['learner']['getTest'];
/** One question of a topic's quiz. */
export type QuizQuestion = RouterOutput['learner']['topicQuestions'][number];
/** The column the super admin's user table sorts by. */
export type UserSortKey = NonNullable<Exclude<RouterInput['superAdmin']['userPage'], void>['sort']>;

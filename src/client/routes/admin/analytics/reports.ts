import type { RouterOutput } from '../../../lib/types';
import { round2 } from './palette';

export type TrendPoint = RouterOutput['admin']['quizTrends'][number];
export type TopicPerf = RouterOutput['admin']['topicPerformance'][number];
export type AdminTopic = RouterOutput['admin']['topics'][number];
export type AdminUser = RouterOutput['admin']['users'][number];

export interface Slice {
  name: string;
  value: number;
}

export function distributionSlices(topics: AdminTopic[]): Slice[] {
  return topics.filter((t) => t.questionCount > 0).map((t) => ({ name: t.name, value: t.questionCount }));
}

/** The spec's two slices; a super admin is counted apart rather than passed off as a student or an admin. */
export function roleSlices(users: AdminUser[]): Slice[] {
  const count = (role: AdminUser['role']) => users.filter((u) => u.role === role).length;
  const slices = [
    { name: 'Students', value: count('student') },
    { name: 'Admins', value: count('admin') },
  ];
  const superAdmins = count('super_admin');
  return superAdmins > 0 ? [...slices, { name: 'Super Admins', value: superAdmins }] : slices;
}

/** Paid means `pro` (Stripe) or `premium` (admin upgrade), as DECISIONS defines it. */
export function isPaidStatus(status: string): boolean {
  return status === 'pro' || status === 'premium';
}

export function subscriptionSlices(users: AdminUser[]): Slice[] {
  const paid = users.filter((u) => isPaidStatus(u.subscriptionStatus)).length;
  return [
    { name: 'Free Users', value: users.length - paid },
    { name: 'Premium Users', value: paid },
  ];
}

export interface Reports {
  /** Attempts per day that had any, over the trend period (days without attempts are not in the data). */
  avgDailyAttempts: number | null;
  /** Attempt-weighted average score over the trend period. */
  platformAvgScore: number | null;
  mostQuestions: { name: string; count: number } | null;
  mostPopular: { name: string; attempts: number } | null;
}

export function computeReports(trends: TrendPoint[], perf: TopicPerf[], topics: AdminTopic[]): Reports {
  const attempts = trends.reduce((s, t) => s + t.count, 0);
  const weighted = trends.reduce((s, t) => s + t.count * t.avgScore, 0);
  const biggest = topics.reduce<AdminTopic | null>((best, t) => (t.questionCount > (best?.questionCount ?? 0) ? t : best), null);
  const popular = perf.reduce<TopicPerf | null>((best, p) => (p.attempts > (best?.attempts ?? 0) ? p : best), null);
  return {
    avgDailyAttempts: trends.length ? round2(attempts / trends.length) : null,
    platformAvgScore: attempts ? round2(weighted / attempts) : null,
    mostQuestions: biggest ? { name: biggest.name, count: biggest.questionCount } : null,
    mostPopular: popular ? { name: popular.topicName, attempts: popular.attempts } : null,
  };
}

type Cell = string | number | null;

/** One CSV holding every table the tab shows, section by section. */
export function reportCsvRows(input: {
  generatedAt: Date;
  trends: TrendPoint[];
  perf: TopicPerf[];
  distribution: Slice[];
  roles: Slice[];
  subscriptions: Slice[];
  reports: Reports;
}): Cell[][] {
  const { reports: r } = input;
  return [
    ['Respira analytics report', input.generatedAt.toISOString()],
    [],
    ['Quiz Activity Trends'],
    ['Date (UTC)', 'Attempts', 'Average score (%)'],
    ...input.trends.map((t) => [t.date, t.count, t.avgScore]),
    [],
    ['Topic Performance Analysis'],
    ['Topic', 'Attempts', 'Average score (%)', 'Published questions'],
    ...input.perf.map((p) => [p.topicName, p.attempts, p.attempts ? p.avgScore : null, p.totalQuestions]),
    [],
    ['Question Distribution'],
    ['Topic', 'Questions'],
    ...input.distribution.map((s) => [s.name, s.value]),
    [],
    ['User Roles'],
    ['Role', 'Users'],
    ...input.roles.map((s) => [s.name, s.value]),
    [],
    ['Subscription Status'],
    ['Plan', 'Users'],
    ...input.subscriptions.map((s) => [s.name, s.value]),
    [],
    ['Detailed Reports'],
    ['Report', 'Value', 'Detail'],
    ['Avg Daily Attempts', r.avgDailyAttempts, 'attempts per day with quiz activity'],
    ['Platform Avg Score', r.platformAvgScore, 'percent, weighted by attempts'],
    ['Most Questions/Topic', r.mostQuestions?.count ?? null, r.mostQuestions?.name ?? null],
    ['Most Popular Topic', r.mostPopular?.name ?? null, r.mostPopular ? `${r.mostPopular.attempts} attempts` : null],
  ];
}

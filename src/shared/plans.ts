/** Plans, prices and the free plan's limits: one place for both the server's rules and the screens. */
export const PLANS = {
  monthly: { id: 'monthly', name: 'Monthly Pro', priceCents: 599, price: '$5.99', period: 'month' },
  yearly: { id: 'yearly', name: 'Annual Pro', priceCents: 5998, price: '$59.98', period: 'year' },
} as const;
export type PlanId = keyof typeof PLANS;

export const MONEY_BACK_DAYS = 30;

/** Free plan: this many exam-center attempts (started or saved) per rolling window. */
export const FREE_ATTEMPTS_PER_WINDOW = 5;
export const FREE_WINDOW_DAYS = 7;
export const FREE_WINDOW_MS = FREE_WINDOW_DAYS * 24 * 60 * 60 * 1000;
export const FREE_QUIZ_SIZE = 10;

export const WEEKLY_LIMIT_MESSAGE =
  'Weekly quiz limit reached: the free plan includes 5 practice exams every 7 days. Upgrade to Pro for unlimited access.';
export const PRO_REQUIRED_MESSAGE = 'Practice quizzes are exclusively for Pro subscribers. Upgrade to Pro for full access.';

/** Paid plans are `pro` (Stripe) and `premium` (admin upgrade); admins and super admins get Pro access. */
export function isPro(user: { role: string; subscriptionStatus: string | null }): boolean {
  return user.subscriptionStatus === 'pro' || user.subscriptionStatus === 'premium' || user.role === 'admin' || user.role === 'super_admin';
}

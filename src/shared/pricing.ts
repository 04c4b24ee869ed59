import { PLANS } from './plans';

/** Whole cents as dollars with two decimals: 1190 → "$11.90". */
export function formatDollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export interface AnnualSaving {
  /** Twelve monthly payments minus one annual payment, in cents (never negative). */
  cents: number;
  /** That saving as a share of the twelve monthly payments, rounded to the nearest whole percent. */
  percent: number;
}

/**
 * What the annual plan saves against paying monthly for a year, computed from the two prices (DECISIONS.md:
 * "prices and claims are arithmetic"). Integer cents throughout, so $5.99 × 12 − $59.98 is exactly $11.90.
 */
export function annualSaving(monthlyCents: number, yearlyCents: number): AnnualSaving {
  const twelve = monthlyCents * 12;
  const cents = Math.max(0, twelve - yearlyCents);
  return { cents, percent: twelve > 0 ? Math.round((cents * 100) / twelve) : 0 };
}

export const ANNUAL_SAVING = annualSaving(PLANS.monthly.priceCents, PLANS.yearly.priceCents);
/** The annual plan card's badge, e.g. "17% OFF". */
export const ANNUAL_BADGE = `${ANNUAL_SAVING.percent}% OFF`;
/** The annual plan card's saving line, e.g. "Save $11.90 compared to monthly". */
export const ANNUAL_SAVE_LINE = `Save ${formatDollars(ANNUAL_SAVING.cents)} compared to monthly`;

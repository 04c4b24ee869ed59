import { describe, expect, it } from 'vitest';
import { PLANS } from './plans';
import { ANNUAL_BADGE, ANNUAL_SAVE_LINE, ANNUAL_SAVING, annualSaving, formatDollars } from './pricing';

describe('the annual plan saving is arithmetic on the two prices', () => {
  it('at $5.99 a month and $59.98 a year: $11.90, 17 %', () => {
    expect(PLANS.monthly.priceCents).toBe(599);
    expect(PLANS.yearly.priceCents).toBe(5998);
    expect(ANNUAL_SAVING).toEqual({ cents: 1190, percent: 17 });
    expect(ANNUAL_BADGE).toBe('17% OFF');
    expect(ANNUAL_SAVE_LINE).toBe('Save $11.90 compared to monthly');
  });

  it('rounds the percent to the nearest whole and the dollars to the cent', () => {
    // 1190 / 7188 = 16.56 % → 17, not truncated to 16.
    expect(annualSaving(599, 5998).percent).toBe(17);
    // 12 × 1000 − 10000 = 2000 of 12000 = 16.67 % → 17; 12 × 1000 − 10100 = 1900 → 15.83 % → 16.
    expect(annualSaving(1000, 10000)).toEqual({ cents: 2000, percent: 17 });
    expect(annualSaving(1000, 10100)).toEqual({ cents: 1900, percent: 16 });
    // Exactly half a percent rounds up: 12 × 100 − 1194 = 6 of 1200 = 0.5 %.
    expect(annualSaving(100, 1194).percent).toBe(1);
    expect(formatDollars(1190)).toBe('$11.90');
    expect(formatDollars(5)).toBe('$0.05');
  });

  it('never claims a saving when the annual plan costs as much or more', () => {
    expect(annualSaving(599, 7188)).toEqual({ cents: 0, percent: 0 });
    expect(annualSaving(599, 9000)).toEqual({ cents: 0, percent: 0 });
    expect(annualSaving(0, 0)).toEqual({ cents: 0, percent: 0 });
  });
});

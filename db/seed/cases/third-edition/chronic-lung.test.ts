// The third edition's chronic-lung case sets (issue #29): they stock the outline's largest clinical-judgment category
// in every focus it names, outside hospitals as well as in them, and carry honest dates (written, not reviewed).
import { describe, expect, it } from 'vitest';
import { CASE_SETS } from '../index';
import { caseSets } from './chronic-lung';
import { CJ_FOCUS_CATEGORY, type CjFocus } from '../../../../src/shared/rteOutline';

const items = caseSets.flatMap((s) => s.items);

describe('the chronic-lung case sets of the third edition', () => {
  it('meet their quota and are wired into the bank', () => {
    expect(caseSets.length).toBeGreaterThanOrEqual(13);
    expect(items.length).toBeGreaterThanOrEqual(70);
    for (const set of caseSets) expect(CASE_SETS).toContain(set);
  });

  it('are coded to the chronic-lung category, a focus of it and a place', () => {
    const foci: Partial<Record<CjFocus, number>> = {};
    for (const set of caseSets) {
      expect(set.key).toMatch(/^case-cl-\d{3}$/);
      expect(set.category).toBe('chronic-lung');
      expect(set.focus && CJ_FOCUS_CATEGORY[set.focus]).toBe('chronic-lung');
      expect(['hospital', 'outside']).toContain(set.place);
      foci[set.focus!] = (foci[set.focus!] ?? 0) + 1;
      set.items.forEach((item, i) => expect(item.key).toBe(`${set.key}-${i + 1}`));
    }
    expect(foci).toEqual({ 'invasive-ventilation': 3, noninvasive: 4, outpatient: 3, 'new-diagnosis': 3 });
    expect(caseSets.filter((s) => s.place === 'outside').length).toBeGreaterThanOrEqual(6);
  });

  it('say each item is written, not reviewed, and name its kind of judgment', () => {
    for (const item of items) {
      expect(item.written).toBe('2026-11-28');
      expect(item.reviewed).toBeUndefined();
      expect(['information-gathering', 'decision-making']).toContain(item.kind);
    }
    const gathering = items.filter((i) => i.kind === 'information-gathering').length / items.length;
    expect(gathering).toBeGreaterThan(0.25);
    expect(gathering).toBeLessThan(0.45);
  });

  it('put an exhibit in at least half the sets and keep the key at chance by length rank and letter', () => {
    expect(caseSets.filter((s) => s.items.some((i) => i.exhibit)).length * 2).toBeGreaterThanOrEqual(caseSets.length);
    const ranks = [0, 0, 0, 0];
    const letters: Record<string, number> = {};
    for (const q of items) {
      const k = 'ABCD'.indexOf(q.correctAnswer);
      const len = q.options.map((o) => o.length);
      ranks[len.filter((l) => l > len[k]!).length]!++;
      letters[q.correctAnswer] = (letters[q.correctAnswer] ?? 0) + 1;
    }
    for (const n of [...ranks, ...Object.values(letters)]) {
      expect(n / items.length).toBeGreaterThanOrEqual(0.18);
      expect(n / items.length).toBeLessThanOrEqual(0.32);
    }
  });
});

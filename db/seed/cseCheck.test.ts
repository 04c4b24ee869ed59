import { describe, expect, it } from 'vitest';
import { CSE_FORMAT } from '../../src/shared/cseFormat';
import { CSE_PROBLEMS } from './cse/index';
import { checkCseProblems } from './cseCheck';

describe('the clinical simulation problems of the seed', () => {
  it('pass the content check: graph, cues, sources, dates, one sample, every category', () => {
    expect(checkCseProblems(CSE_PROBLEMS)).toEqual([]);
  });

  it('are at least 30, enough for a full form without a repeat plus practice', () => {
    expect(CSE_PROBLEMS.length).toBeGreaterThanOrEqual(30);
    for (const [category, n] of Object.entries(CSE_FORMAT.outline))
      expect(CSE_PROBLEMS.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(Math.max(2, n));
  });
});

// The full simulation's draw (issue #32): the outline's count per category, a short category's places filled from
// the others, two pretest problems, no repeat, and the order and pretest positions left to the random source.
import { describe, expect, it } from 'vitest';
import { CSE_CATEGORIES, CSE_FORMAT, type CseCategory } from '../../../shared/cseFormat';
import { seededRandom } from '../../lib/random';
import { drawForm } from './formDraw';

let nextId = 1;
const pool = (perCategory: Partial<Record<CseCategory, number>>) =>
  CSE_CATEGORIES.flatMap((category) => Array.from({ length: perCategory[category] ?? 0 }, () => ({ id: nextId++, category })));
const categoryOf = (p: ReturnType<typeof pool>) => new Map(p.map((x) => [x.id, x.category]));

describe('drawForm', () => {
  it('draws 20 scored problems by the outline and 2 pretest problems, none twice', () => {
    const p = pool(Object.fromEntries(CSE_CATEGORIES.map((c) => [c, 5])));
    const form = drawForm(p, seededRandom(1));
    expect(form).toHaveLength(CSE_FORMAT.problems);
    expect(new Set(form.map((d) => d.problemId)).size).toBe(CSE_FORMAT.problems);
    expect(form.filter((d) => d.pretest)).toHaveLength(CSE_FORMAT.pretest);
    const cat = categoryOf(p);
    for (const c of CSE_CATEGORIES)
      expect(form.filter((d) => !d.pretest && cat.get(d.problemId) === c).length, c).toBe(CSE_FORMAT.outline[c]);
  });

  it('fills a short category from the others', () => {
    const p = pool({ ...Object.fromEntries(CSE_CATEGORIES.map((c) => [c, 4])), neonatal: 1 });
    const form = drawForm(p, seededRandom(2));
    const cat = categoryOf(p);
    const scored = form.filter((d) => !d.pretest);
    expect(scored).toHaveLength(CSE_FORMAT.scored);
    expect(scored.filter((d) => cat.get(d.problemId) === 'neonatal')).toHaveLength(1);
  });

  it('puts the problems and the pretest ones in an order the source decides', () => {
    const p = pool(Object.fromEntries(CSE_CATEGORIES.map((c) => [c, 5])));
    const a = drawForm(p, seededRandom(3));
    expect(drawForm(p, seededRandom(3))).toEqual(a);
    const pretestPlaces = new Set<string>();
    for (let seed = 10; seed < 20; seed++)
      pretestPlaces.add(
        drawForm(p, seededRandom(seed))
          .flatMap((d, i) => (d.pretest ? [i] : []))
          .join(),
      );
    expect(pretestPlaces.size).toBeGreaterThan(5);
  });

  it('refuses a pool smaller than a form', () => {
    expect(() => drawForm(pool({ pediatric: 21 }), seededRandom(4))).toThrow(/needs 22 published problems and 21 are published/);
  });
});

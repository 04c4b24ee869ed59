import { describe, expect, it } from 'vitest';
import { CSE_PROBLEMS } from '../../../../../db/seed/cse/index';
import { inRunOrder } from './optionOrder';

const options = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));

describe('the order a run shows options in', () => {
  it('is the same every time for one run and section, and holds every option once', () => {
    const first = inRunOrder(7, 's2', options).map((o) => o.id);
    expect(inRunOrder(7, 's2', options).map((o) => o.id)).toEqual(first);
    expect([...first].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('differs between runs, each option first about as often as the others', () => {
    const firsts = new Map<string, number>();
    for (let run = 1; run <= 1000; run++) {
      const id = inRunOrder(run, 's1', options)[0]!.id;
      firsts.set(id, (firsts.get(id) ?? 0) + 1);
    }
    for (const o of options) expect(firsts.get(o.id) ?? 0, o.id).toBeGreaterThan(140);
    for (const o of options) expect(firsts.get(o.id) ?? 0, o.id).toBeLessThan(260);
  });

  it('leaves the best decision of the seed problems first no more often than chance', () => {
    let sections = 0;
    let bestFirst = 0;
    let chance = 0;
    for (let run = 1; run <= 40; run++)
      for (const p of CSE_PROBLEMS)
        for (const s of p.sections) {
          if (s.kind !== 'dm') continue;
          const top = Math.max(...s.options.map((o) => o.weight));
          sections++;
          chance += 1 / s.options.length;
          if (inRunOrder(run, s.id, s.options)[0]!.weight === top) bestFirst++;
        }
    // Written order puts it first in about 41 % of sections; shown order should sit near 1 / options (about 22 %).
    expect(bestFirst / sections).toBeLessThan((chance / sections) * 1.2);
    expect(bestFirst / sections).toBeGreaterThan((chance / sections) * 0.8);
  });
});

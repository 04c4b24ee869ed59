// The graph rules of a clinical simulation problem (issue #32): a sound problem passes, and each rule, broken alone,
// is reported by a sentence naming its section; the best path and the passing levels from it.
import { describe, expect, it } from 'vitest';
import { CSE_FIXTURES, BRANCHING } from '../../tests/fixtures/cseProblems';
import type { CseProblemContent, CseSection } from './cse';
import { bestPath, checkCseProblem, exits, longestIsBestShare, passingLevels, selectAllShare } from './cseGraph';

const { key: _k, source: _s, written: _w, sample: _x, ...branch } = BRANCHING;
const base: CseProblemContent = branch;
const clone = (): CseProblemContent => structuredClone(base);
const section = (p: CseProblemContent, id: string): CseSection => p.sections.find((s) => s.id === id)!;
const broken = (change: (p: CseProblemContent) => void): string => {
  const p = clone();
  change(p);
  return checkCseProblem(p).join(' | ');
};

describe('checkCseProblem', () => {
  it('finds nothing wrong with the fixtures', () => {
    for (const p of CSE_FIXTURES) expect(checkCseProblem(p), p.key).toEqual([]);
  });

  it('holds a problem to 4-10 sections with both kinds', () => {
    expect(broken((p) => p.sections.splice(2))).toMatch(/a problem has 4 to 10 sections \(this one has 2\)/);
    expect(
      broken((p) => {
        for (let n = 0; n < 6; n++) p.sections.push({ ...structuredClone(section(p, 's5')), id: `x${n}` });
      }),
    ).toMatch(/this one has 11/);
    expect(broken((p) => (p.sections[1]!.id = 's1'))).toMatch(/two sections share an id/);
    const allDm = clone();
    for (const s of allDm.sections) if (s.kind === 'ig') Object.assign(s, { kind: 'dm', next: undefined });
    expect(checkCseProblem(allDm).join()).toMatch(/needs at least one information-gathering section/);
    const allIg = clone();
    for (const s of allIg.sections) if (s.kind === 'dm') Object.assign(s, { kind: 'ig' });
    expect(checkCseProblem(allIg).join()).toMatch(/needs at least one decision-making section/);
  });

  it('holds IG sections to their options, their next and the select-all bound', () => {
    expect(broken((p) => section(p, 's3').options.splice(4))).toMatch(/section s3: an IG section has at least 5 options/);
    expect(broken((p) => (section(p, 's1').options[0]!.next = 's2'))).toMatch(/section s1: IG options do not branch/);
    expect(broken((p) => (section(p, 's1').next = 's9'))).toMatch(/section s1: next section s9 does not exist/);
    expect(broken((p) => (section(p, 's1').next = 's1'))).toMatch(/section s1: an IG section cannot lead to itself/);
    expect(broken((p) => section(p, 's3').options.forEach((o) => (o.weight = o.weight > 0 ? -1 : o.weight)))).toMatch(
      /section s3: no option is indicated/,
    );
    // Choosing every option of s1 earns 1 of its best 5; with the harmful ones made harmless it earns 5 of 5.
    expect(selectAllShare(section(base, 's1'))).toBeCloseTo(0.2);
    expect(broken((p) => section(p, 's1').options.forEach((o) => (o.weight = o.weight < 0 ? 0 : o.weight)))).toMatch(
      /section s1: choosing every option earns 100% of its best \(at most 50%\)/,
    );
  });

  it('holds DM sections to their options, one best choice and where each leads', () => {
    expect(broken((p) => section(p, 's5').options.splice(2))).toMatch(/section s5: a DM section has 3 to 6 options/);
    expect(broken((p) => (section(p, 's5').next = 's1'))).toMatch(/section s5: a DM section branches by its options, not by next/);
    expect(broken((p) => delete section(p, 's5').options[0]!.next)).toMatch(/section s5, option a: a DM option says where it leads/);
    expect(broken((p) => (section(p, 's2').options[0]!.next = 's9'))).toMatch(/section s2, option a: target s9 does not exist/);
    expect(broken((p) => (section(p, 's2').options[1]!.weight = 1))).toMatch(/section s2, option b: "choose again" is for a poor choice/);
    expect(broken((p) => section(p, 's4').options.forEach((o) => (o.next = 's4')))).toMatch(
      /section s4: every option asks to choose again/,
    );
    expect(broken((p) => section(p, 's5').options.forEach((o) => (o.weight = -1)))).toMatch(/section s5: no option is indicated/);
    expect(broken((p) => (section(p, 's5').options[1]!.weight = 3))).toMatch(/section s5: two options share the best weight/);
    expect(broken((p) => (section(p, 's5').options[0]!.rationale = ' '))).toMatch(/section s5, option a: no rationale/);
  });

  it('finds a section no path reaches and a path that loops', () => {
    expect(broken((p) => (section(p, 's2').options[2]!.next = 's5'))).toMatch(/section s4 cannot be reached from the first section/);
    expect(broken((p) => (section(p, 's5').options[1]!.next = 's2'))).toMatch(/a path through section s2 never ends/);
  });

  it('lists where a section can lead, "choose again" left out', () => {
    expect(exits(section(base, 's2'))).toEqual(['s3', 's4', null]);
    expect(exits(section(base, 's1'))).toEqual(['s2']);
  });
});

describe('bestPath and passingLevels', () => {
  it('takes every indicated IG option and the DM choice whose branch earns the most', () => {
    const best = bestPath(base);
    expect(best.sectionIds).toEqual(['s1', 's2', 's3', 's5']);
    expect(best.choices).toEqual({ s1: ['a', 'b', 'c'], s2: ['a'], s3: ['a', 'b'], s5: ['a'] });
    expect({ ig: best.ig, dm: best.dm }).toEqual({ ig: 8, dm: 5 });
  });

  it('prefers a poorer decision when the branch behind it earns more', () => {
    const p = clone();
    // The recovery at s4 now earns more than s3 and s2's best option together: the poorer decision leads further.
    section(p, 's2').options[0]!.weight = 1;
    section(p, 's2').options[2]!.weight = 0;
    section(p, 's4').options[0]!.weight = 3;
    section(p, 's3').options[1]!.weight = 0;
    section(p, 's3').options[0]!.weight = 1;
    const best = bestPath(p);
    expect(best.sectionIds).toEqual(['s1', 's2', 's4', 's5']);
    expect({ ig: best.ig, dm: best.dm }).toEqual({ ig: 5, dm: 0 + 3 + 3 });
  });

  it('sets each passing level at 70% of the best, rounded up', () => {
    expect(passingLevels({ ig: 8, dm: 5 })).toEqual({ ig: 6, dm: 4 });
    expect(passingLevels({ ig: 10, dm: 10 })).toEqual({ ig: 7, dm: 7 });
    expect(passingLevels({ ig: 0, dm: 0 })).toEqual({ ig: 0, dm: 0 });
  });

  it('counts the DM sections whose best option is the single longest', () => {
    const p = clone();
    section(p, 's5').options[0]!.text = 'a much longer option text than the others here';
    expect(longestIsBestShare([base])).toEqual({ sections: 3, longestBest: 0 });
    expect(longestIsBestShare([p])).toEqual({ sections: 3, longestBest: 1 });
  });
});

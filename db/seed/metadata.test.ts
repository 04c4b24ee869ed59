import { describe, expect, it } from 'vitest';
import { BANK } from './bank';
import { checkBank } from './check';
import { blueprintReport, checkBlueprint, checkMetadata, isValidDay, oldestCurrentReview } from './metadata';
import type { OutlineSection, RteTopic, SeedQuestion, TmcCode } from './types';

const today = new Date('2026-11-25T12:00:00Z');
// The seeded bank carries reviews up to the third edition's (28 Nov 2026): it is checked on that day.
const bankDay = new Date('2026-11-28T12:00:00Z');

const item: SeedQuestion = {
  key: 'meta-001',
  topicId: 2,
  questionText: 'A patient has a pH of 7.30 and a PaCO2 of 55 mm Hg. What is the primary disorder?',
  options: ['Respiratory acidosis', 'Metabolic acidosis', 'Respiratory alkalosis', 'Metabolic alkalosis'],
  correctAnswer: 'A',
  explanation:
    'A low pH with a high PaCO2 is a respiratory acidosis; the metabolic choices need an abnormal bicarbonate.\nCorrect Answer: A\nKey Learning Point: Match the direction of pH and PaCO2.',
  difficulty: 'easy',
  cognitiveLevel: 'application',
  outlineSection: 'I',
  tmcCode: 'I-D',
  rteArea: 'patient-data',
  source: 'aarc-blood-gas-2013',
  reviewed: '2026-11-25',
};

describe('item metadata check', () => {
  it('accepts a complete item and every item of the seeded bank', () => {
    expect(checkMetadata(item, today)).toEqual([]);
    expect(BANK.flatMap((q) => checkMetadata(q, bankDay))).toEqual([]);
    expect(blueprintReport(BANK).missing).toEqual([]);
  });

  it('names each missing field', () => {
    const bare: SeedQuestion = { ...item, tmcCode: undefined, rteArea: undefined, source: undefined, reviewed: undefined };
    const problems = checkMetadata(bare, today).join('\n');
    for (const field of ['tmcCode', 'rteArea', 'source', 'reviewed or written date']) expect(problems).toContain(`missing ${field}`);
  });

  it('fails a TMC code from another outline section, unknown codes and a source outside the catalogue', () => {
    expect(checkMetadata({ ...item, tmcCode: 'III-C' }, today).join()).toMatch(/III-C belongs to section III, not outlineSection I/);
    expect(checkMetadata({ ...item, tmcCode: 'IV-A' as TmcCode }, today).join()).toMatch(/unknown tmcCode IV-A/);
    expect(checkMetadata({ ...item, rteTopic: 'astrology' as RteTopic }, today).join()).toMatch(/unknown rteTopic/);
    expect(checkMetadata({ ...item, source: 'my-notes' as 'gold-2025' }, today).join()).toMatch(/my-notes is not in db\/seed\/sources.ts/);
  });

  it('fails a malformed, future or stale review date, counting from the given day', () => {
    expect(isValidDay('2026-02-30')).toBe(false);
    expect(isValidDay('2026-11-25')).toBe(true);
    expect(checkMetadata({ ...item, reviewed: '2026-02-30' }, today).join()).toMatch(/not a YYYY-MM-DD day/);
    // An item nobody has reviewed shows when it was written instead; that day must be real too.
    expect(checkMetadata({ ...item, reviewed: undefined, written: '2026-11-22' }, today)).toEqual([]);
    expect(checkMetadata({ ...item, reviewed: undefined, written: '2026-13-01' }, today).join()).toMatch(
      /written date .* not a YYYY-MM-DD day/,
    );
    expect(checkMetadata({ ...item, reviewed: '2026-11-26' }, today).join()).toMatch(/in the future/);
    expect(oldestCurrentReview(today)).toBe('2023-11-25');
    expect(checkMetadata({ ...item, reviewed: '2023-11-25' }, today)).toEqual([]);
    expect(checkMetadata({ ...item, reviewed: '2023-11-24' }, today).join()).toMatch(/more than 3 years ago/);
    // The same item is stale once "today" moves on: the check takes the day as a parameter.
    expect(checkMetadata(item, new Date('2029-11-26T00:00:00Z')).join()).toMatch(/more than 3 years ago/);
    expect(checkBank([{ ...item, reviewed: '2030-01-01' }], today).join()).toMatch(/in the future/);
  });
});

describe('blueprint rule (outline weights and RTE topic counts)', () => {
  function bank(sections: Record<OutlineSection, number>, topics: Partial<Record<RteTopic, number>>): SeedQuestion[] {
    const code: Record<OutlineSection, TmcCode> = { I: 'I-A', II: 'II-A', III: 'III-C' };
    const out: SeedQuestion[] = [];
    for (const s of ['I', 'II', 'III'] as const) {
      for (let i = 0; i < sections[s]; i++) out.push({ ...item, key: `b-${s}-${i}`, outlineSection: s, tmcCode: code[s] });
    }
    let n = 0;
    for (const [topic, count] of Object.entries(topics)) {
      for (let i = 0; i < count; i++) out[n++]!.rteTopic = topic as RteTopic;
    }
    return out;
  }
  const allTopics = { ethics: 12, 'team-communication': 12, 'social-determinants': 12, 'biologics-cftr': 12 };

  it('passes a bank on the blueprint with 12 items of each RTE topic', () => {
    expect(checkBlueprint(bank({ I: 36, II: 14, III: 50 }, allTopics))).toEqual([]);
    expect(checkBlueprint(bank({ I: 39, II: 11, III: 50 }, allTopics))).toEqual([]);
  });

  it('fails a section more than 3 points off its weight and a topic under 12 items', () => {
    const off = checkBlueprint(bank({ I: 44, II: 20, III: 36 }, allTopics)).join('\n');
    expect(off).toMatch(/section I holds 44.0% of the bank \(target 36% ± 3 points\)/);
    expect(off).toMatch(/section II holds 20.0%/);
    expect(off).toMatch(/section III holds 36.0%/);
    const thin = checkBlueprint(bank({ I: 36, II: 14, III: 50 }, { ...allTopics, ethics: 11 }));
    expect(thin).toEqual(['RTE topic ethics has 11 items (want at least 12)']);
  });

  it('counts per section, TMC code, RTE topic, TMC-only item and source', () => {
    const r = blueprintReport([item, { ...item, key: 'meta-002', tmcOnly: true, rteTopic: 'ethics', source: 'gold-2025' }]);
    expect(r.sections).toEqual({ I: 2, II: 0, III: 0 });
    expect(r.tmcCodes['I-D']).toBe(2);
    expect(r.rteTopics.ethics).toBe(1);
    expect(r.tmcOnly).toBe(1);
    expect(r.sources).toEqual({ 'aarc-blood-gas-2013': 1, 'gold-2025': 1 });
    expect(r.reviewed).toEqual({ oldest: '2026-11-25', newest: '2026-11-25' });
  });
});

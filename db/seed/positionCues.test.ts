import { describe, expect, it } from 'vitest';
import { CHANCE, checkPositions, cueMargin, positionFigures } from './positionCues';
import { checkDuplicates, semanticDuplicates } from './duplicates';
import { caseItemsAsQuestions, checkCaseSets } from './check';
import { CASE_SETS } from './cases/index';
import { BANK } from './bank';
import type { AnswerLetter, SeedQuestion } from './types';

const LETTERS: AnswerLetter[] = ['A', 'B', 'C', 'D'];

/** An item whose key is the option at length rank `rank` (0 = longest) and letter `letter`. */
function item(n: number, rank: number, letter: number): SeedQuestion {
  const lengths = ['x'.repeat(40), 'x'.repeat(30), 'x'.repeat(20), 'x'.repeat(10)];
  const byLength = lengths.map((l, i) => `${l} ${n}-${i}`);
  // Put the option of the wanted rank at the key's letter, the others in order around it.
  const others = byLength.filter((_, i) => i !== rank);
  const options = [...others.slice(0, letter), byLength[rank]!, ...others.slice(letter)] as SeedQuestion['options'];
  return {
    key: `pos-${n}`,
    topicId: 2,
    questionText: `Stem number ${n} asks about something`,
    options,
    correctAnswer: LETTERS[letter]!,
    explanation: 'Correct Answer: A\nKey Learning Point: none.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  };
}

describe('key positions held at chance', () => {
  it('derives the margin from the sample size, never under 4 points', () => {
    expect(cueMargin(1200)).toBeCloseTo(0.04, 5);
    expect(cueMargin(207)).toBeCloseTo(2.5 * Math.sqrt(0.1875 / 207), 5);
    expect(cueMargin(500)).toBeGreaterThan(0.04);
  });

  it('passes a balanced set and fails the second-longest cue the second edition had', () => {
    const balanced = Array.from({ length: 200 }, (_, n) => item(n, n % 4, (n >> 2) % 4));
    expect(checkPositions(balanced, 'demo')).toEqual([]);
    const skewed = Array.from({ length: 200 }, (_, n) => item(n, n % 3 === 0 ? 1 : n % 4, (n >> 2) % 4));
    const shares = positionFigures(skewed)[0]!.shares;
    expect(shares[1]).toBeGreaterThan(CHANCE + cueMargin(200));
    expect(checkPositions(skewed, 'demo').join()).toMatch(/length \(1 = longest\) rank 2 in/);
  });

  it('fails a letter the key favours', () => {
    const onA = Array.from({ length: 200 }, (_, n) => item(n, n % 4, n % 3 === 0 ? 0 : n % 4));
    expect(checkPositions(onA, 'demo').join()).toMatch(/letter \(A-D\) A in/);
  });

  it('splits a tie between equally long options', () => {
    const tied = { ...item(1, 0, 0), options: ['same length A', 'same length B', 'short', 'tiny'] as SeedQuestion['options'] };
    const [length] = positionFigures([tied]);
    expect(length!.shares).toEqual([0.5, 0.5, 0, 0]);
  });

  it('fails numeric options whose key is nearly always a middle value', () => {
    const middle = Array.from({ length: 30 }, (_, n) => ({
      ...item(n, 0, 0),
      options: ['4 mL/kg', '6 mL/kg', '8 mL/kg', '12 mL/kg'] as SeedQuestion['options'],
      correctAnswer: LETTERS[1 + (n % 2)]!,
    }));
    expect(checkPositions(middle, 'demo').join()).toMatch(/numeric value \(1 = smallest\) rank 2 in 50.0% of 30 items/);
  });

  it('fails a setting whose case keys favour one letter', () => {
    const onA = CASE_SETS.filter((s) => s.setting === 'emergency').map((s) => ({
      ...s,
      items: s.items.map((i) => ({ ...i, correctAnswer: 'A' as const })),
    }));
    expect(checkCaseSets(onA, []).join()).toMatch(/case sets \(emergency\): answer A is the key in 100% of items/);
  });

  it('holds the seeded case items as their own population', () => {
    expect(checkPositions(caseItemsAsQuestions(CASE_SETS), 'case items')).toEqual([]);
  });
});

describe('the duplicate screen', () => {
  const base = item(1, 0, 0);
  const ask = (key: string, questionText: string, answer: string): SeedQuestion => ({
    ...base,
    key,
    questionText,
    options: [answer, 'Chest radiograph', 'Sweat chloride test', 'Allergy skin testing'],
  });

  it('finds the same decision with the same key in other words, and not a different decision', () => {
    const a = ask(
      'd-1',
      'A 19-year-old runner has throat tightness and stridor in races that albuterol does not relieve. Which test confirms the cause?',
      'Laryngoscopy during an episode of symptoms',
    );
    const b = ask(
      'd-2',
      'A runner of 19 gets stridor and a tight throat during races, and albuterol does not help. Which test should confirm the cause?',
      'Laryngoscopy while the symptoms are present',
    );
    const c = ask(
      'd-3',
      'A 19-year-old has a salty skin taste, nasal polyps and recurrent pneumonia. Which test confirms the cause?',
      'Sweat chloride by pilocarpine iontophoresis',
    );
    const pairs = semanticDuplicates([a, b, c], new Map());
    expect(pairs.map((p) => `${p.a}|${p.b}`)).toEqual(['d-1|d-2']);
    expect(semanticDuplicates([a, b, c], new Map([['d-2|d-1', 'reviewed']]))).toEqual([]);
    expect(checkDuplicates([a, b, c], (x, y) => x.key !== 'd-1' && y.key !== 'd-1')).toEqual([]);
  });

  it('finds no unjustified pair among the seeded single and case items', () => {
    const setOf = new Map(CASE_SETS.flatMap((s) => s.items.map((i) => [i.key, s.key] as const)));
    const all = [...BANK, ...caseItemsAsQuestions(CASE_SETS)];
    expect(checkDuplicates(all, (a, b) => !(setOf.has(a.key) && setOf.get(a.key) === setOf.get(b.key)))).toEqual([]);
  });
});

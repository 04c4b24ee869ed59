import { describe, expect, it } from 'vitest';
import { BANK } from './bank';
import { checkBank, checkQuestion } from './check';
import { verifyCalculations } from './calculations/index';
import {
  ABSOLUTE_GAP_MAX,
  bloodGases,
  checkBloodGases,
  checkDistractorGap,
  checkKeyRanks,
  checkSortedOptions,
  cueReport,
  hhPh,
} from './cues';
import { semanticDuplicates } from './duplicates';
import { checkPositions } from './positionCues';
import { RETIRED_KEYS } from './retired';
import { checkBlueprint } from './metadata';
import type { SeedQuestion } from './types';

const sample: SeedQuestion = {
  key: 'sample-001',
  topicId: 2,
  questionText: 'A patient has a pH of 7.30 and a PaCO2 of 55 mm Hg. What is the primary disorder?',
  options: ['Respiratory acidosis', 'Metabolic acidosis', 'Respiratory alkalosis', 'Metabolic alkalosis'],
  correctAnswer: 'A',
  explanation:
    'A low pH with a high PaCO2 is a respiratory acidosis; the metabolic choices need an abnormal bicarbonate.\nCorrect Answer: A\nKey Learning Point: Match the direction of pH and PaCO2.',
  difficulty: 'easy',
  cognitiveLevel: 'application',
  outlineSection: 'I',
};

describe('the question bank content check', () => {
  it('finds no problem in the seeded bank', () => {
    expect(checkBank(BANK)).toEqual([]);
    expect(verifyCalculations()).toEqual([]);
    // Weighted like the TMC (I 36 / II 14 / III 50, within 3 points) and at least 12 items per RTE addition.
    expect(checkBlueprint(BANK)).toEqual([]);
  });

  it('fails a question with a wrong key line, a missing learning point or repeated options', () => {
    expect(checkQuestion(sample)).toEqual([]);
    expect(checkQuestion({ ...sample, correctAnswer: 'B' }).join()).toMatch(/disagrees with key B/);
    expect(checkQuestion({ ...sample, explanation: sample.explanation.replace(/Key Learning Point:.*/, '') }).join()).toMatch(
      /Key Learning Point/,
    );
    expect(checkQuestion({ ...sample, options: ['a', 'b', 'A', 'd'] }).join()).toMatch(/not distinct/);
    expect(checkQuestion({ ...sample, options: ['a', 'b', 'c', 'All of the above'] }).join()).toMatch(/of the above/);
    expect(checkQuestion({ ...sample, topicId: 99 }).join()).toMatch(/unknown topicId/);
  });

  it('fails duplicate and near-duplicate stems', () => {
    const near = { ...sample, key: 'sample-002', questionText: sample.questionText.replace('What is', 'Which is') };
    expect(checkBank([sample, near]).join()).toMatch(/near-duplicate/);
    expect(checkBank([sample, { ...sample, key: 'sample-003' }]).join()).toMatch(/same stem/);
  });
});

describe('the bank’s answer cues and clinical consistency', () => {
  const report = cueReport(BANK);

  it('keeps numeric options in ascending order and varies the key’s rank within every calculation template', () => {
    expect(report.unsortedNumeric).toBe(0);
    expect(report.constantRankTemplates).toEqual([]);
    // "Always pick the option of rank r" stays near chance for every r.
    for (const share of report.rankStrategy) expect(share).toBeLessThanOrEqual(0.32);
  });

  it('keeps every key position and the absolute-word cue near chance in written items', () => {
    expect(
      checkPositions(
        BANK.filter((q) => !q.calculation),
        'single items',
      ),
    ).toEqual([]);
    expect(Math.abs(report.absoluteInKeys - report.absoluteInDistractors)).toBeLessThanOrEqual(ABSOLUTE_GAP_MAX);
    expect(report.testWiseScore).toBeLessThanOrEqual(0.3);
  });

  it('states no blood gas whose pH disagrees with Henderson–Hasselbalch and no semantic duplicate', () => {
    expect(report.bloodGasProblems).toBe(0);
    expect(report.duplicates).toEqual([]);
  });

  it('never reuses a retired key', () => {
    const live = new Set(BANK.map((q) => q.key));
    expect(Object.keys(RETIRED_KEYS).filter((k) => live.has(k))).toEqual([]);
  });

  it('recomputes pH from PaCO2 and HCO3- and flags a gas off by more than 0.03', () => {
    expect(hhPh(40, 24)).toBeCloseTo(7.4, 2);
    expect(bloodGases('ABG: pH 7.18, PaCO2 20 mm Hg, HCO3- 8 mEq/L. Baseline PaCO2 58 mm Hg, HCO3- 33, pH 7.38')).toHaveLength(2);
    const bad = { ...sample, questionText: 'ABG: pH 7.18, PaCO2 20 mm Hg, HCO3- 8 mEq/L. What is the disorder?' };
    expect(checkBloodGases(bad).join()).toMatch(/Henderson–Hasselbalch gives 7.22/);
    expect(checkBloodGases({ ...bad, questionText: bad.questionText.replace('7.18', '7.22') })).toEqual([]);
  });

  it('flags unsorted numeric options, a template whose key keeps one rank, and the same question asked twice', () => {
    expect(checkSortedOptions({ ...sample, options: ['12 mL/kg', '4 mL/kg', '6 mL/kg', '8 mL/kg'] })).toHaveLength(1);
    expect(checkSortedOptions({ ...sample, options: ['4 mL/kg', '6 mL/kg', '8 mL/kg', '12 mL/kg'] })).toEqual([]);
    const calc = (n: number, letter: 'A' | 'B' | 'C' | 'D'): SeedQuestion => ({
      ...sample,
      key: `calc-demo-${n}`,
      calculation: true,
      options: ['1 L', '2 L', '3 L', '4 L'],
      correctAnswer: letter,
    });
    expect(checkKeyRanks([calc(1, 'C'), calc(2, 'C')]).join()).toMatch(/rank 3 of 4 in every case/);
    expect(checkKeyRanks([calc(1, 'C'), calc(2, 'B')])).toEqual([]);
    expect(
      checkDistractorGap({ ...calc(1, 'C'), options: ['14.2 mL/dL', '14.3 mL/dL', '15.8 mL/dL', '16.2 mL/dL'], correctAnswer: 'B' }).join(),
    ).toMatch(/within 4.5% of the key/);
    expect(checkDistractorGap(calc(1, 'C'))).toEqual([]);
    const reworded = {
      ...sample,
      key: 'sample-004',
      questionText: 'The ABG of a patient shows a pH of 7.30 and PaCO2 of 55 mm Hg. Which primary disorder is present?',
    };
    expect(
      semanticDuplicates(
        [
          sample,
          reworded,
          {
            ...sample,
            key: 'sample-005',
            questionText: 'A runner has stridor during races. Which test confirms the cause?',
            options: ['Laryngoscopy during symptoms', 'Chest CT', 'Allergy skin tests', 'Sweat chloride'],
          },
        ],
        new Set(),
      ),
    ).toHaveLength(1);
  });
});

describe('the bank’s size and spread', () => {
  const minimum: Record<number, number> = { 1: 62, 2: 45, 3: 78, 4: 52, 5: 38, 6: 40, 7: 42, 8: 65, 9: 28, 10: 40, 11: 40, 12: 40, 13: 40 };

  it('holds at least 829 questions, with the landing page’s counts per topic and 40 in each other topic', () => {
    expect(BANK.length).toBeGreaterThanOrEqual(829);
    for (const [topicId, min] of Object.entries(minimum)) {
      expect(BANK.filter((q) => q.topicId === Number(topicId)).length, `topic ${topicId}`).toBeGreaterThanOrEqual(min);
    }
  });

  it('spreads difficulty and cognitive level like the exam, and covers the 2027 content', () => {
    for (const topicId of Object.keys(minimum).map(Number)) {
      const qs = BANK.filter((q) => q.topicId === topicId);
      const share = (d: string) => qs.filter((q) => q.difficulty === d).length / qs.length;
      expect(share('easy'), `easy in ${topicId}`).toBeGreaterThan(0.2);
      expect(share('medium'), `medium in ${topicId}`).toBeGreaterThan(0.35);
      expect(share('hard'), `hard in ${topicId}`).toBeGreaterThan(0.15);
    }
    const applied = BANK.filter((q) => q.cognitiveLevel !== 'recall').length;
    expect(applied / BANK.length).toBeGreaterThanOrEqual(0.5);
    expect(BANK.filter((q) => q.rte2027).length).toBeGreaterThanOrEqual(25);
    expect(BANK.filter((q) => q.free).length).toBeGreaterThanOrEqual(10);
    expect(BANK.filter((q) => q.calculation).length).toBeGreaterThanOrEqual(120);
    expect(new Set(BANK.map((q) => q.outlineSection))).toEqual(new Set(['I', 'II', 'III']));
  });
});

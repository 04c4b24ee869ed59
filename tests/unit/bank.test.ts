import { describe, expect, it } from 'vitest';
import { BANK } from '../../db/seed/bank';
import { checkBank, checkQuestion } from '../../db/seed/check';
import { verifyCalculations } from '../../db/seed/calculations/index';
import type { SeedQuestion } from '../../db/seed/types';

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
  });

  it('fails a question with a wrong key line, a missing learning point or repeated options', () => {
    expect(checkQuestion(sample)).toEqual([]);
    expect(checkQuestion({ ...sample, correctAnswer: 'B' }).join()).toMatch(/disagrees with key B/);
    expect(checkQuestion({ ...sample, explanation: sample.explanation.replace(/Key Learning Point:.*/, '') }).join()).toMatch(/Key Learning Point/);
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

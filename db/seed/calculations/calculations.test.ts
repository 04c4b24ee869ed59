import { describe, it, expect } from 'vitest';
import type { SeedQuestion } from '../types';
import { checkBank } from '../check';
import { calculationQuestions, calculationTemplates, verifyCalculations, verifyQuestions } from './index';
import { formatNumber } from './engine';

const LETTERS = ['A', 'B', 'C', 'D'] as const;

function clone(q: SeedQuestion): SeedQuestion {
  return { ...q, options: [...q.options] as SeedQuestion['options'] };
}

function replaceQuestion(qs: readonly SeedQuestion[], q: SeedQuestion): SeedQuestion[] {
  return qs.map((x) => (x.key === q.key ? q : x));
}

describe('calculation questions', () => {
  it('every key recomputes from its template formula', () => {
    expect(verifyCalculations()).toEqual([]);
  });

  it('has at least 130 questions from at least 25 templates', () => {
    expect(calculationQuestions.length).toBeGreaterThanOrEqual(130);
    expect(calculationTemplates.length).toBeGreaterThanOrEqual(25);
  });

  it('passes the bank check on its own', () => {
    expect(checkBank(calculationQuestions)).toEqual([]);
  });

  it('uses stable calc-<template>-<n> keys and flags every question as a calculation', () => {
    for (const q of calculationQuestions) {
      expect(q.key).toMatch(/^calc-[a-z0-9-]+-\d+$/);
      expect(q.calculation).toBe(true);
    }
  });

  it('never needs a fallback distractor (every live template case has three distinct typical errors)', () => {
    for (const t of calculationTemplates) {
      for (let i = 0; i < t.caseCount; i++) {
        if (!t.isRetired(i)) expect(t.optionTexts(i).fallbacks, `${t.id} case ${i + 1}`).toBe(0);
      }
    }
  });

  it('balances key letters within every topic (15-35%)', () => {
    const topics = new Set(calculationQuestions.map((q) => q.topicId));
    for (const topic of topics) {
      const qs = calculationQuestions.filter((q) => q.topicId === topic);
      for (const letter of LETTERS) {
        const share = qs.filter((q) => q.correctAnswer === letter).length / qs.length;
        expect(share, `topic ${topic} letter ${letter}`).toBeGreaterThanOrEqual(0.15);
        expect(share, `topic ${topic} letter ${letter}`).toBeLessThanOrEqual(0.35);
      }
    }
  });

  it('reports a keyed option that does not match the formula', () => {
    const q = clone(calculationQuestions[0]!);
    const idx = LETTERS.indexOf(q.correctAnswer);
    const other = (idx + 1) % 4;
    // Swap the key's text with a distractor's: the keyed option is now wrong.
    [q.options[idx], q.options[other]] = [q.options[other]!, q.options[idx]!];
    const problems = verifyQuestions(replaceQuestion(calculationQuestions, q));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.some((p) => p.startsWith(`${q.key}:`) && p.includes('formula gives'))).toBe(true);
  });

  it('reports a distractor that formats to the correct value', () => {
    const q = clone(calculationQuestions[5]!);
    const idx = LETTERS.indexOf(q.correctAnswer);
    q.options[(idx + 2) % 4] = q.options[idx]!;
    const problems = verifyQuestions(replaceQuestion(calculationQuestions, q));
    expect(problems.some((p) => p.startsWith(`${q.key}:`) && p.includes('equals the correct value'))).toBe(true);
  });

  it('reports a "Correct Answer:" line that disagrees with the key', () => {
    const q = clone(calculationQuestions[10]!);
    const wrong = LETTERS[(LETTERS.indexOf(q.correctAnswer) + 1) % 4]!;
    q.explanation = q.explanation.replace(/^Correct Answer: [A-D]$/m, `Correct Answer: ${wrong}`);
    const problems = verifyQuestions(replaceQuestion(calculationQuestions, q));
    expect(problems.some((p) => p.startsWith(`${q.key}:`) && p.includes('disagrees'))).toBe(true);
  });

  it('reports a missing question and an unknown key', () => {
    const [first, ...rest] = calculationQuestions;
    const stray = { ...clone(first!), key: 'calc-no-such-template-1' };
    const problems = verifyQuestions([...rest, stray]);
    expect(problems.some((p) => p.startsWith(`${first!.key}:`))).toBe(true);
    expect(problems.some((p) => p.startsWith('calc-no-such-template-1:'))).toBe(true);
  });

  it('formats numbers consistently', () => {
    expect(formatNumber(1344, { decimals: 0 })).toBe('1,344');
    expect(formatNumber(22.5, { decimals: 1 })).toBe('22.5');
    expect(formatNumber(528.8, { decimals: -1 })).toBe('530');
    expect(formatNumber(439.6, { decimals: 0, mode: 'down' })).toBe('439');
    expect(formatNumber(2.5, { decimals: 3, trim: true })).toBe('2.5');
    expect(formatNumber(1.005, { decimals: 2 })).toBe('1.01');
  });
});

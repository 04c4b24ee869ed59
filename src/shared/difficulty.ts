import type { Difficulty } from './bankVocabulary';

export type { Difficulty } from './bankVocabulary';

/** Accepts the stored words and both admin forms' labels. */
export function normalizeDifficulty(value: string): Difficulty | null {
  switch (value.trim().toLowerCase()) {
    case 'easy':
    case 'basic':
      return 'easy';
    case 'medium':
    case 'moderate':
    case 'intermediate':
      return 'medium';
    case 'hard':
    case 'advanced':
      return 'hard';
    default:
      return null;
  }
}

export const SIMPLE_FORM_LABELS: Record<Difficulty, string> = { easy: 'easy', medium: 'moderate', hard: 'hard' };
export const FULL_FORM_LABELS: Record<Difficulty, string> = { easy: 'Basic', medium: 'Intermediate', hard: 'Advanced' };

export function capitalize(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : value;
}

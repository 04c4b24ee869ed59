// A small clinical simulation problem whose graph keeps every rule of src/shared/cseGraph.ts (issue #32): two IG and
// two DM sections, a "choose again" and a branch that skips a section. Tests change one field of it to break a rule.
import type { CseProblemInput, CseSection } from '../../src/shared/cse';

const ig = (id: string, next: string | null, finding: string): CseSection => ({
  id,
  kind: 'ig' as const,
  prompt: `${finding} Select as many as indicated.`,
  next,
  options: [
    { id: 'a', text: 'Measure the SpO2', weight: 2, result: 'SpO2 86% on room air.', rationale: 'Oxygenation is the first question.' },
    {
      id: 'b',
      text: 'Obtain an arterial blood gas',
      weight: 2,
      result: 'pH 7.31, PaCO2 58, PaO2 52.',
      rationale: 'It grades the failure.',
    },
    { id: 'c', text: 'Listen to breath sounds', weight: 1, result: 'Diffuse expiratory wheezes.', rationale: 'It points to the airways.' },
    {
      id: 'd',
      text: 'Order a sweat chloride test',
      weight: -1,
      result: 'Not done today.',
      rationale: 'It has no place in this emergency.',
    },
    { id: 'e', text: 'Request a head CT', weight: -2, result: 'The scan delays care.', rationale: 'Nothing points to the head.' },
  ],
});

const dm = (id: string, good: string | null, poor: string | null): CseSection => ({
  id,
  kind: 'dm' as const,
  prompt: 'Choose only one. What do you recommend now?',
  options: [
    {
      id: 'a',
      text: 'Start a bronchodilator by nebulizer',
      weight: 2,
      result: 'Wheezes lessen.',
      rationale: 'It treats the cause.',
      next: good,
    },
    {
      id: 'b',
      text: 'Wait and reassess later',
      weight: -1,
      result: 'The physician asks for another choice.',
      rationale: 'Delay.',
      next: id,
    },
    {
      id: 'c',
      text: 'Sedate the patient',
      weight: -3,
      result: 'The patient becomes drowsy.',
      rationale: 'It depresses the drive.',
      next: poor,
    },
  ],
});

/** A valid admin body; `title` makes it unique. */
export function cseProblemBody(title = 'COPD exacerbation in the emergency department'): CseProblemInput {
  return {
    title,
    category: 'adult-chronic-airways',
    scenario: 'A 68-year-old man with COPD arrives short of breath after three days of a cold.',
    source: 'GOLD report 2024, chapter 5',
    written: '2026-11-01',
    reviewed: null,
    sample: false,
    status: 'published',
    sections: [
      ig('s1', 's2', 'The patient sits upright.'),
      dm('s2', 's3', 's4'),
      ig('s3', 's4', 'He breathes easier.'),
      dm('s4', null, null),
    ],
  };
}

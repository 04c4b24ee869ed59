/**
 * Single items whose RTE breadth section is not the one their TMC code maps to (RTE_SECTION_OF_TMC_CODE), kept here
 * by key so the item files stay as their authors wrote them. The seeder and the content check both read it; an item
 * that states `rteSection` itself must agree with any entry here.
 *
 * Why these move: the TMC filed professional practice (ethics, team communication, social needs acted on in the plan)
 * under III-E "modify the care plan"; the RTE outline gives it its own section, III.I "Interact with team members,
 * patients and families". Items that only use an ethical or team setting to test a device or a procedure stay put.
 */
import { RTE_SECTION_OF_TMC_CODE, type RteSection } from '../../src/shared/rteOutline';
import type { SeedQuestion } from './types';

const TO_III_I = [
  // Ethics: capacity, surrogates, advance directives, impairment, falsified charting, gifts, allocation, reporting.
  'pa-054',
  'cc-067',
  'cc-068',
  'eth-001',
  'eth-002',
  'eth-003',
  'eth-004',
  'eth-005',
  'eth-006',
  'eth-007',
  'eth-008',
  'eth-009',
  'eth-011',
  'eth-012',
  'eth-013',
  'eth-014',
  // Team communication: SBAR, read-back, handoffs, closed-loop speech, escalation, briefing and debriefing.
  'pa-056',
  'pa-057',
  'cc-070',
  'tcm-001',
  'tcm-002',
  'tcm-003',
  'tcm-004',
  'tcm-005',
  'tcm-006',
  'tcm-007',
  'tcm-008',
  'tcm-009',
  'tcm-010',
  'tcm-011',
  'tcm-012',
  'tcm-013',
  'tcm-014',
  // Social needs met by talking with the patient rather than by changing the prescription.
  'pa-053',
  'cpd-062',
] as const;

export const RTE_SECTION_OVERRIDES: Readonly<Record<string, RteSection>> = {
  ...Object.fromEntries(TO_III_I.map((k) => [k, 'III.I' as const])),
  // Planning a ventilated patient's intrahospital transport (the RTE names transport under high-risk situations).
};

/** The section a seed single item is stored under: its own statement, this file's entry, or its TMC code's. */
export function seedRteSection(q: Pick<SeedQuestion, 'key' | 'rteSection' | 'tmcCode'>): RteSection | null {
  return q.rteSection ?? RTE_SECTION_OVERRIDES[q.key] ?? (q.tmcCode ? RTE_SECTION_OF_TMC_CODE[q.tmcCode] : null);
}

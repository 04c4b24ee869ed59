// Case-set fixtures for the RTE's clinical-judgment part: a "perfect form" is 14 whole sets whose categories, foci,
// kinds and places add up exactly to the outline's counts (60 items), so a selector can be held to distance 0.
import type { CjCategory, CjFocus, CjKind, CjPlace } from '../../src/shared/rteOutline';

export interface FixtureSet {
  id: number;
  itemIds: number[];
  category: CjCategory | null;
  focus: CjFocus | null;
  place: CjPlace | null;
  kinds: Partial<Record<CjKind, number>>;
  tmcOnly: boolean;
}

/** [category, focus, size, information-gathering items, place] of one perfect form's 14 sets. */
const PERFECT: [CjCategory, CjFocus | null, number, number, CjPlace][] = [
  ['chronic-lung', 'invasive-ventilation', 5, 2, 'hospital'],
  ['chronic-lung', 'noninvasive', 6, 2, 'hospital'],
  ['chronic-lung', 'outpatient', 3, 1, 'outside'],
  ['chronic-lung', 'new-diagnosis', 3, 1, 'outside'],
  ['trauma', null, 4, 1, 'outside'],
  ['cardiovascular', null, 5, 2, 'hospital'],
  ['neurological', null, 4, 1, 'hospital'],
  ['infectious', null, 5, 2, 'hospital'],
  ['ards', null, 5, 2, 'hospital'],
  ['medical-other', null, 5, 2, 'hospital'],
  ['perioperative', null, 5, 1, 'hospital'],
  ['pediatric', null, 4, 1, 'outside'],
  ['neonatal', 'resuscitation', 3, 1, 'hospital'],
  ['neonatal', 'rds', 3, 1, 'hospital'],
];

let nextItem = 100_000;
export function fixtureSet(
  id: number,
  category: CjCategory | null,
  focus: CjFocus | null,
  size: number,
  ig: number,
  place: CjPlace | null,
): FixtureSet {
  const itemIds = Array.from({ length: size }, () => nextItem++);
  return { id, itemIds, category, focus, place, kinds: { 'information-gathering': ig, 'decision-making': size - ig }, tmcOnly: false };
}

/** `forms` perfect forms' worth of sets, ids from `firstId` up. */
export function perfectForms(forms: number, firstId = 1): FixtureSet[] {
  const out: FixtureSet[] = [];
  for (let f = 0; f < forms; f++) {
    for (const [category, focus, size, ig, place] of PERFECT) out.push(fixtureSet(firstId + out.length, category, focus, size, ig, place));
  }
  return out;
}

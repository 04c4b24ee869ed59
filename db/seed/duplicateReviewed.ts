/**
 * Pairs the duplicate screen (duplicates.ts) flags that a reviewer judged to test different decisions, each with
 * the one-line reason. Keep this list short: a pair that asks the same decision is rewritten or retired instead.
 */
export const DUPLICATE_REVIEWED: ReadonlyMap<string, string> = new Map([
  ['bga-016|mv-004', 'hypercapnia in a normal-lung overdose vs permissive hypercapnia in ARDS'],
  ['pa-044|cpd-046', 'computing the AHI from event counts vs grading a given AHI'],
  ['cls-004|cls-040', 'adult 30:2 vs two-rescuer child 15:2'],
  ['bga-001|bga-004', 'acute uncompensated vs chronic compensated respiratory acidosis'],
  ['mv-004|mv-046', 'permissive hypercapnia in ARDS vs normocapnia with raised ICP'],
  ['cpm-007|med-003', 'adding ICS for eosinophilic exacerbations vs withdrawing it after pneumonias with low eosinophils'],
]);

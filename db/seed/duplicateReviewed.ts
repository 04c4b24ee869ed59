/**
 * Pairs the duplicate screen (duplicates.ts) flags that a reviewer judged to test different decisions, each with
 * the one-line reason. Keep this list short: a pair that asks the same decision is rewritten or retired instead.
 */
export const DUPLICATE_REVIEWED: ReadonlyMap<string, string> = new Map([
  ['case-neo-007-3|neo-041', 'a choking child: back blows alternating with abdominal thrusts vs an infant: back blows and chest thrusts'],
  ['awx-027|aw-002', 'intubating with a possible neck injury vs opening a head-injured airway with a jaw thrust'],
  ['bga-016|mv-004', 'hypercapnia in a normal-lung overdose vs permissive hypercapnia in ARDS'],
  ['pa-044|cpd-046', 'computing the AHI from event counts vs grading a given AHI'],
  ['cls-004|cls-040', 'adult 30:2 vs two-rescuer child 15:2'],
  ['bga-001|bga-004', 'acute uncompensated vs chronic compensated respiratory acidosis'],
  ['mv-004|mv-046', 'permissive hypercapnia in ARDS vs normocapnia with raised ICP'],
  ['cpm-007|med-003', 'adding ICS for eosinophilic exacerbations vs withdrawing it after pneumonias with low eosinophils'],
  ['neo-048|case-neo-005-5', 'tube size for a term newborn by weight vs a half-size-smaller cuffed tube for a child with croup'],
  ['mv-025|case-sample-01-2', 'raising EPAP for hypoxemia in cardiogenic edema vs raising IPAP for hypercapnia in COPD'],
  ['exh-019|case-sample-01-3', 'NIV failure read from a blood-gas table exhibit vs stated in the free sample case'],
  ['asp-002|hrs-012', 'capnography for hypoventilation under sedation vs for unplanned extubation in transport'],
  ['exh-063|exh-064', 'the strip decides: unstable ventricular tachycardia with a pulse vs unstable atrial fibrillation'],
  ['exh-015|exh-062', 'the strip decides: ventricular fibrillation vs pulseless ventricular tachycardia, treated alike'],
  ['mv-051|exh-039', 'double triggering from a short inspiratory time vs a longer inspiratory time to raise volume in PC'],
  ['bga-035|neo-031', 'PEEP for refractory hypoxemia in adult ARDS vs PEEP for underinflated lungs in neonatal RDS'],
  ['ph-008|cpd-008', 'GINA Track 1 for mild asthma (as-needed ICS-formoterol) vs stepping up to maintenance and reliever'],
  ['acx-027|cpm-014', 'bronchiolitis: replacing ordered chest physiotherapy vs stopping albuterol that did not help'],
  ['neo-035|acx-027', 'bronchiolitis: the initial plan and oxygen threshold vs replacing ordered chest physiotherapy'],
  ['bga-006|bga-041', 'naming a metabolic alkalosis vs declining to hyperventilate a compensating patient'],
  ['exh-075|exh-076', 'a significant bronchodilator response vs grading obstruction by z-score'],
  ['exh-043|exh-075', 'grading obstruction by z-score vs a significant bronchodilator response'],
  ['bga-013|bga-038', 'a widened A-a gradient (V/Q mismatch) vs a normal one (hypoventilation alone)'],
  ['case-cd-006-4|case-hc-002-5', 'cleaning a home nebulizer vs cleaning reusable ventilator circuits'],
  ['bga-017|bga-032', 'a high anion gap acidosis hidden by a metabolic alkalosis vs one paired with a primary respiratory alkalosis'],
  ['case-em-004-4|case-em-005-3', 'noninvasive support for noncardiogenic edema, reached through each case: opioid overdose vs drowning'],
]);

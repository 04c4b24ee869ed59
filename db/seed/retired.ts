/**
 * Seed keys that left the bank, with the reason. A key is never reused: a question whose stem, options or
 * key change meaning gets a new key and its old key is listed here, because seeding inserts by key only
 * (src/server/services/seed.ts) and would never update a database that already holds the old version.
 * Wording-only changes (option order, a reworded distractor with the same meaning, a corrected rationale)
 * keep their key. Calculation cases are retired in their template (`retired: true`) and listed here too.
 *
 * Databases seeded before a retirement still hold the old rows: the seeder does not yet read this list
 * (a server change, see docs/decisions.md "Question bank"); until then an administrator can delete them
 * (a deleted seed key is remembered and never re-inserted).
 */
export const RETIRED_KEYS: Readonly<Record<string, string>> = {
  // Issue #17 §1: content errors
  'calc-alveolar-air-3': 'FiO2 0.6: the full alveolar air equation gives a distractor (two defensible keys)',
  'calc-alveolar-air-4': 'FiO2 1.0: the full alveolar air equation gives a distractor (two defensible keys)',
  'calc-a-a-gradient-3': 'FiO2 1.0: the full alveolar air equation gives a distractor (two defensible keys)',
  'calc-bronchodilator-response-1': 'taught only the superseded 12% and 200 mL rule',
  'calc-bronchodilator-response-2': 'taught only the superseded 12% and 200 mL rule',
  'calc-bronchodilator-response-3': 'verdict wrong under the 2022 ATS/ERS standard',
  'calc-percent-predicted-1': 'equated the LLN with about 80% of predicted',
  'calc-percent-predicted-2': 'equated the LLN with about 80% of predicted',
  'calc-cao2-1': 'a distractor 0.3 mL/dL from the key (dissolved O2 left out)',
  'calc-cao2-2': 'a distractor 0.2 mL/dL from the key (dissolved O2 left out)',
  'calc-cao2-3': 'a distractor 0.1 mL/dL from the key (dissolved O2 left out)',
  'calc-svr-1': 'called 1,344 high inside the normal range it quoted',
  'calc-fick-cardiac-output-2': 'a "low-output" patient whose values gave a normal output',
  'calc-winters-1': 'pH 7.12 inconsistent with PaCO2 22 and HCO3- 8 (Henderson-Hasselbalch 7.18)',
  'calc-ratio-solution-3': 'nebulized isoproterenol is obsolete',
  'calc-vt-for-target-paco2-1': 'a distractor (480 mL) within 4% of the key (500 mL)',
  'bga-002': 'pH 7.18 inconsistent with PaCO2 20 and HCO3- 8 (Henderson-Hasselbalch 7.22); replaced by bga-046',
  'bga-007': 'pH 7.24 inconsistent with PaCO2 27 and HCO3- 12 (Henderson-Hasselbalch 7.27); replaced by bga-047',
  'ic-006': 'nebulizer treatment is aerosol-generating, which made the N95 option arguable; replaced by ic-053',
  // Issue #17 §2: items that asked the same thing as another item
  'pft-014': 'asked the same as another item (issue #17 §2); replaced by pft-071',
  'pa-037': 'asked the same as another item (issue #17 §2); replaced by pa-059',
  'mv-037': 'asked the same as another item (issue #17 §2); replaced by mv-071',
  'cpd-001': 'asked the same as another item (issue #17 §2); replaced by cpd-059',
  'mv-044': 'asked the same as another item (issue #17 §2); replaced by mv-072',
  'cc-009': 'asked the same as another item (issue #17 §2); replaced by cc-071',
  'pa-040': 'asked the same as another item (issue #17 §2); replaced by pa-060',
  'cpd-055': 'asked the same as another item (issue #17 §2); replaced by cpd-060',
  'bga-023': 'asked the same as another item (issue #17 §2); replaced by bga-048',
  'pa-041': 'asked the same as another item (issue #17 §2); replaced by pa-061',
  'bga-037': 'asked the same as another item (issue #17 §2); replaced by bga-049',
  'aw-044': 'asked the same as another item (issue #17 §2); replaced by aw-063',
  'ap-022': 'asked the same as another item (issue #17 §2); replaced by ap-046',
  'mv-008': 'asked the same as another item (issue #17 §2); replaced by mv-073',
  'cpd-035': 'asked the same as another item (issue #17 §2); replaced by cpd-061',
  'cc-043': 'asked the same as another item (issue #17 §2); replaced by cc-072',
  'mv-035': 'asked the same as another item (issue #17 §2); replaced by mv-074',
  'mv-038': 'asked the same as another item (issue #17 §2); replaced by mv-075',
  'mv-055': 'asked the same as another item (issue #17 §2); replaced by mv-076',
  'mv-057': 'asked the same as another item (issue #17 §2); replaced by mv-077',
  'mv-070': 'asked the same as another item (issue #17 §2); replaced by mv-078',
  'cls-023': 'asked the same as another item (issue #17 §2); replaced by cls-046',
  'pa-008': 'asked the same as another item (issue #17 §2); replaced by pa-062',
  'aw-045': 'asked the same as another item (issue #17 §2); replaced by aw-064',
  'neo-025': 'asked the same as another item (issue #17 §2); replaced by neo-051',
  'o2-034': 'asked the same as another item (issue #17 §2); replaced by o2-039',
  'cpd-007': 'asked the same as another item (issue #17 §2); replaced by cpd-062',
  'cpd-027': 'asked the same as another item (issue #17 §2); replaced by cpd-063',
  'cpd-025': 'asked the same as another item (issue #17 §2); replaced by cpd-064',
  'cpd-037': 'asked the same as another item (issue #17 §2); replaced by cpd-065',
  'ap-044': 'asked the same as another item (issue #17 §2); replaced by ap-047',
  'cpd-005': 'asked the same as another item (issue #17 §2); replaced by cpd-066',
  'cc-051': 'asked the same as another item (issue #17 §2); replaced by cc-073',
  'pa-039': 'asked the same as another item (issue #17 §2); replaced by pa-063',
  'o2-032': 'asked the same as another item (issue #17 §2); replaced by o2-040',
  'cc-002': 'asked the same as another item (issue #17 §2); replaced by cc-074',
  'cc-063': 'asked the same as another item (issue #17 §2); replaced by cc-075',
  'pa-021': 'asked the same as another item (issue #17 §2); replaced by pa-064',
  'aw-010': 'asked the same as another item (issue #17 §2); replaced by aw-065',
  'o2-033': 'asked the same as another item (issue #17 §2); replaced by o2-041',
  'ic-033': 'asked the same as another item (issue #17 §2); replaced by ic-054',
  'mv-036': 'asked the same as another item (issue #17 §2); replaced by mv-079',
  'neo-050': 'asked the same as another item (issue #17 §2); replaced by neo-052',
  'cc-066': 'asked the same as another item (issue #17 §2); replaced by cc-076',
};

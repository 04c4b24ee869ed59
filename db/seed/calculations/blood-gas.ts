import { defineTemplate, n, type BuiltTemplate } from './engine';

const PH2O = 47;
const RQ = 0.8;
const pao2 = (fio2: number, pb: number, paco2: number): number => fio2 * (pb - PH2O) - paco2 / RQ;

export const bloodGasTemplates: BuiltTemplate[] = [
  defineTemplate<{ pt: string; fio2: number; pb: number; paco2: number }>({
    id: 'alveolar-air',
    topicId: 2,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'west-physiology-2021',
    written: '2026-11-22',
    cases: [
      { pt: 'A 58-year-old man recovering from pneumonia on a medical floor at sea level', fio2: 0.4, pb: 760, paco2: 45 },
      { pt: 'A 30-year-old hiker evaluated in a Denver clinic', fio2: 0.21, pb: 630, paco2: 34, difficulty: 'hard' },
      // Retired: at FiO2 0.6 and 1.0 the full alveolar air equation gives the "PaCO2 not divided by 0.8"
      // distractor (two defensible answers). Cases 5 and 6 replace them at FiO2 below 0.6.
      { pt: 'A 66-year-old woman with pulmonary edema in the ICU at sea level', fio2: 0.6, pb: 760, paco2: 50, retired: true },
      {
        pt: 'A 45-year-old man on a ventilator after a cardiac arrest, at sea level,',
        fio2: 1.0,
        pb: 760,
        paco2: 40,
        difficulty: 'easy',
        retired: true,
      },
      {
        pt: 'A 66-year-old woman with cardiogenic pulmonary edema on a 30% air-entrainment mask at sea level',
        fio2: 0.3,
        pb: 760,
        paco2: 48,
      },
      { pt: 'A 45-year-old man on a ventilator after a cardiac arrest, at sea level,', fio2: 0.35, pb: 760, paco2: 40, difficulty: 'easy' },
    ],
    stem: (c) =>
      `${c.pt} is breathing an FiO2 of ${c.fio2.toFixed(2)}. Barometric pressure is ${c.pb} mm Hg and the arterial blood gas shows PaCO2 ${c.paco2} mm Hg. Using the clinical (shortened) alveolar air equation with a respiratory quotient of 0.8, what is the calculated alveolar PO2 (PAO2)?`,
    answer: (c) => pao2(c.fio2, c.pb, c.paco2),
    unit: 'mm Hg',
    rounding: { decimals: 0 },
    distractors: (c) => [
      c.fio2 * c.pb - c.paco2 / RQ,
      c.fio2 * (c.pb - PH2O) - c.paco2,
      c.fio2 * (c.pb - PH2O),
      c.fio2 * c.pb - PH2O - c.paco2 / RQ,
    ],
    whyWrong: [
      'leaves out the 47 mm Hg of water vapor pressure, so FiO2 was multiplied by the full barometric pressure',
      'subtracts PaCO2 without dividing it by the respiratory quotient of 0.8',
      'is only the inspired PO2 (FiO2 x (PB - 47)); the PaCO2 term was forgotten',
      'subtracts the 47 mm Hg of water vapor after multiplying by FiO2 instead of from the barometric pressure first',
    ],
    explain: (c) =>
      `Alveolar air equation: PAO2 = FiO2 x (PB - PH2O) - PaCO2 / 0.8 = ${c.fio2.toFixed(2)} x (${c.pb} - 47) - ${c.paco2} / 0.8 = ${n(c.fio2 * (c.pb - PH2O))} - ${n(c.paco2 / RQ, 2)} = ${n(pao2(c.fio2, c.pb, c.paco2))}, about ${Math.round(pao2(c.fio2, c.pb, c.paco2))} mm Hg.`,
    keyPoint:
      'PAO2 = FiO2 x (PB - 47) - PaCO2/0.8: subtract water vapor pressure before multiplying by FiO2, and divide PaCO2 by the respiratory quotient.',
  }),

  defineTemplate<{ pt: string; fio2: number; pb: number; paco2: number; pao2: number }>({
    id: 'a-a-gradient',
    topicId: 2,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'west-physiology-2021',
    written: '2026-11-22',
    cases: [
      { pt: 'A 41-year-old woman with sudden dyspnea and a suspected pulmonary embolism', fio2: 0.21, pb: 760, paco2: 30, pao2: 60 },
      { pt: 'A 63-year-old man with lobar pneumonia on an air-entrainment mask', fio2: 0.5, pb: 760, paco2: 42, pao2: 88 },
      // Retired: at FiO2 1.0 the full alveolar air equation gives a distractor (two defensible answers).
      { pt: 'An intubated 52-year-old man with ARDS', fio2: 1.0, pb: 760, paco2: 40, pao2: 300, difficulty: 'hard', retired: true },
      { pt: 'A 70-year-old woman with COPD on a 28% air-entrainment mask', fio2: 0.28, pb: 760, paco2: 55, pao2: 58 },
      { pt: 'An intubated 52-year-old man with early ARDS', fio2: 0.45, pb: 760, paco2: 38, pao2: 72, difficulty: 'hard' },
    ],
    stem: (c) =>
      `${c.pt} has these data at sea level (PB ${c.pb} mm Hg): FiO2 ${c.fio2.toFixed(2)}, PaCO2 ${c.paco2} mm Hg, PaO2 ${c.pao2} mm Hg. Using the clinical (shortened) alveolar air equation with a respiratory quotient of 0.8, what is the alveolar-arterial oxygen gradient, P(A-a)O2?`,
    answer: (c) => pao2(c.fio2, c.pb, c.paco2) - c.pao2,
    unit: 'mm Hg',
    rounding: { decimals: 0 },
    distractors: (c) => [
      c.fio2 * (c.pb - PH2O) - c.paco2 - c.pao2,
      c.fio2 * (c.pb - PH2O) - c.paco2 * RQ - c.pao2,
      c.fio2 * (c.pb - PH2O) - c.pao2,
      c.fio2 * c.pb - PH2O - c.paco2 / RQ - c.pao2,
      c.fio2 * (c.pb - PH2O) - c.paco2 / RQ - c.pao2 - c.paco2,
    ],
    whyWrong: [
      'comes from subtracting PaCO2 in the alveolar air equation without dividing it by 0.8',
      'comes from multiplying PaCO2 by 0.8 instead of dividing by 0.8',
      'leaves the PaCO2 term out of the alveolar air equation altogether',
      'subtracts the 47 mm Hg of water vapor after multiplying by FiO2 instead of from the barometric pressure first',
      'subtracts the PaCO2 a second time from the alveolar PO2, as if it were part of the gradient',
    ],
    explain: (c) => {
      const pA = pao2(c.fio2, c.pb, c.paco2);
      return `First PAO2 = FiO2 x (PB - 47) - PaCO2/0.8 = ${c.fio2.toFixed(2)} x ${c.pb - PH2O} - ${c.paco2}/0.8 = ${n(c.fio2 * (c.pb - PH2O))} - ${n(c.paco2 / RQ, 2)} = ${n(pA)} mm Hg. Then P(A-a)O2 = PAO2 - PaO2 = ${n(pA)} - ${c.pao2} = ${n(pA - c.pao2)}, about ${Math.round(pA - c.pao2)} mm Hg. On room air a normal gradient is roughly 5-15 mm Hg (higher with age and FiO2).`;
    },
    keyPoint:
      'P(A-a)O2 = [FiO2 x (PB - 47) - PaCO2/0.8] - PaO2; a widened gradient points to V/Q mismatch, shunt or diffusion defect rather than pure hypoventilation.',
  }),

  defineTemplate<{ pt: string; pao2: number; fio2: number; spo2: number; paco2: number; peep: number }>({
    id: 'pf-ratio',
    topicId: 2,
    difficulty: 'easy',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'ards-global-definition-2024',
    reviewed: '2026-11-28',
    cases: [
      { pt: 'A 49-year-old man intubated for aspiration pneumonia', pao2: 68, fio2: 0.6, spo2: 92, paco2: 48, peep: 10 },
      { pt: 'A 35-year-old woman ventilated after a near-drowning', pao2: 84, fio2: 0.4, spo2: 95, paco2: 44, peep: 8 },
      {
        pt: 'A 72-year-old man with septic shock and bilateral infiltrates',
        pao2: 57,
        fio2: 0.8,
        spo2: 89,
        paco2: 38,
        peep: 14,
        difficulty: 'medium',
      },
    ],
    stem: (c) =>
      `${c.pt} is on volume control with PEEP ${c.peep} cm H2O and FiO2 ${c.fio2.toFixed(2)}. ABG: pH 7.33, PaCO2 ${c.paco2} mm Hg, PaO2 ${c.pao2} mm Hg; SpO2 ${c.spo2}%. Chest imaging shows new bilateral opacities not explained by heart failure. What is the PaO2/FiO2 (P/F) ratio and the ARDS severity under the 2024 global definition?`,
    answer: (c) => c.pao2 / c.fio2,
    unit: 'mm Hg',
    rounding: { decimals: 0 },
    format: (v, _c, x) => {
      const r = Math.round(x);
      return `${v} mm Hg; ${r <= 100 ? 'severe' : r <= 200 ? 'moderate' : r <= 300 ? 'mild' : 'does not meet the'} ARDS${r > 300 ? ' oxygenation criterion' : ''}`;
    },
    distractors: (c) => [c.spo2 / c.fio2, c.pao2 / 0.21, c.paco2 / c.fio2, c.pao2 * c.fio2 * 2, c.pao2 / (c.fio2 + 0.2)],
    whyWrong: [
      'divides the SpO2 instead of the PaO2 by FiO2 (that is the S/F ratio, a different index)',
      'divides PaO2 by the room-air FiO2 of 0.21 instead of the FiO2 actually delivered',
      'divides the PaCO2 rather than the PaO2 by FiO2',
      'multiplies PaO2 by FiO2 (and doubles it) instead of dividing PaO2 by FiO2',
      'adds 0.2 to the FiO2 before dividing, as if an extra 20% oxygen were delivered',
    ],
    explain: (c) =>
      `P/F = PaO2 / FiO2 = ${c.pao2} / ${c.fio2.toFixed(2)} = ${n(c.pao2 / c.fio2)}, about ${Math.round(c.pao2 / c.fio2)} mm Hg. With PEEP of at least 5 cm H2O, a P/F of 200-300 is mild, 100-200 moderate and 100 or less severe ARDS (the 2024 global definition keeps the Berlin grades for intubated patients).`,
    keyPoint:
      'P/F ratio = PaO2 / FiO2 with FiO2 as a decimal; 300 or less (on PEEP of at least 5) meets the ARDS oxygenation criterion for an intubated patient (2024 global definition).',
  }),

  defineTemplate<{ pt: string; ph: number; paco2: number; hco3: number }>({
    id: 'winters',
    topicId: 2,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      // Retired: pH 7.12 does not fit PaCO2 22 and HCO3- 8 (Henderson–Hasselbalch gives 7.18); case 5 replaces it.
      { pt: 'A 19-year-old with type 1 diabetes and Kussmaul breathing', ph: 7.12, paco2: 22, hco3: 8, retired: true },
      { pt: 'A 60-year-old man with septic shock and a lactate of 6 mmol/L', ph: 7.24, paco2: 28, hco3: 12 },
      { pt: 'A 44-year-old woman with acute kidney injury', ph: 7.29, paco2: 30, hco3: 14, difficulty: 'easy' },
      { pt: 'A 27-year-old man with severe diarrhea for three days', ph: 7.22, paco2: 25, hco3: 10, difficulty: 'hard' },
      { pt: 'A 19-year-old with type 1 diabetes, a glucose of 610 mg/dL and Kussmaul breathing', ph: 7.18, paco2: 22, hco3: 8 },
    ],
    stem: (c) =>
      `${c.pt} has an ABG of pH ${n(c.ph, 2)}, PaCO2 ${c.paco2} mm Hg, HCO3- ${c.hco3} mEq/L. To judge whether ventilation is compensating appropriately for the metabolic acidosis, what PaCO2 does Winters' formula predict (center of the +/- 2 range)?`,
    answer: (c) => 1.5 * c.hco3 + 8,
    unit: 'mm Hg',
    rounding: { decimals: 0 },
    distractors: (c) => [1.5 * c.hco3, c.hco3 + 8, 1.5 * (c.hco3 + 8), 2 * c.hco3 + 8, 1.5 * c.hco3 + 8 + 2, 1.5 * c.hco3 - 8],
    whyWrong: [
      'multiplies HCO3- by 1.5 but forgets to add 8',
      'adds 8 to HCO3- but forgets to multiply HCO3- by 1.5',
      'adds 8 before multiplying by 1.5, an order-of-operations error',
      'multiplies HCO3- by 2 instead of 1.5',
      'gives the top of the +/- 2 range instead of its center',
      'subtracts 8 instead of adding it',
    ],
    explain: (c) => {
      const e = 1.5 * c.hco3 + 8;
      const verdict =
        c.paco2 > e + 2
          ? 'higher than expected, so a respiratory acidosis coexists'
          : c.paco2 < e - 2
            ? 'lower than expected, so a respiratory alkalosis coexists'
            : 'within the expected range, so respiratory compensation is appropriate';
      return `Winters' formula: expected PaCO2 = 1.5 x HCO3- + 8 (+/- 2) = 1.5 x ${c.hco3} + 8 = ${n(e)} mm Hg (range ${n(e - 2)}-${n(e + 2)}). The measured PaCO2 of ${c.paco2} mm Hg is ${verdict}.`;
    },
    keyPoint:
      "Winters' formula, expected PaCO2 = 1.5 x HCO3- + 8 +/- 2, tells whether a metabolic acidosis is simply compensated or also has a respiratory disorder.",
  }),

  defineTemplate<{ pt: string; na: number; k: number; cl: number; hco3: number }>({
    id: 'anion-gap',
    topicId: 2,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'A 22-year-old woman with diabetic ketoacidosis', na: 138, k: 5.2, cl: 98, hco3: 10 },
      { pt: 'A 56-year-old man found confused after drinking antifreeze', na: 142, k: 4.6, cl: 101, hco3: 9, difficulty: 'medium' },
      { pt: 'A 34-year-old man with two days of profuse watery diarrhea', na: 136, k: 3.1, cl: 112, hco3: 14 },
      { pt: 'A 68-year-old woman in septic shock', na: 140, k: 4.4, cl: 100, hco3: 15, difficulty: 'medium' },
    ],
    stem: (c) =>
      `${c.pt} has these serum electrolytes: Na+ ${c.na} mEq/L, K+ ${n(c.k)} mEq/L, Cl- ${c.cl} mEq/L, HCO3- ${c.hco3} mEq/L. Using the usual formula that omits potassium, what is the anion gap?`,
    answer: (c) => c.na - (c.cl + c.hco3),
    unit: 'mEq/L',
    rounding: { decimals: 0 },
    distractors: (c) => [
      c.na + c.k - (c.cl + c.hco3),
      c.na - c.cl,
      c.na - c.cl + c.hco3,
      c.na - (c.cl + c.hco3) - 12,
      c.na - c.cl - 2 * c.hco3,
      c.na - c.k - (c.cl + c.hco3),
    ],
    whyWrong: [
      'adds potassium, which the question said to omit',
      'subtracts chloride only and forgets bicarbonate',
      'adds bicarbonate instead of subtracting it',
      'subtracts a normal gap of 12 as well, which gives the excess (delta) gap rather than the anion gap',
      'subtracts bicarbonate twice',
      'subtracts potassium as well; the formula asked for leaves potassium out altogether',
    ],
    explain: (c) => {
      const ag = c.na - (c.cl + c.hco3);
      return `Anion gap = Na+ - (Cl- + HCO3-) = ${c.na} - (${c.cl} + ${c.hco3}) = ${ag} mEq/L. The normal range is about 8-12 (up to 16 if K+ is included); ${ag > 16 ? 'this is an increased-gap metabolic acidosis (unmeasured anions such as ketoacids, lactate or toxic alcohol metabolites)' : 'this is a normal-gap (hyperchloremic) metabolic acidosis, typical of bicarbonate loss'}.`;
    },
    keyPoint:
      'Anion gap = Na+ - (Cl- + HCO3-), normal about 8-12 mEq/L; a high gap means added unmeasured acids, a normal gap with low HCO3- means bicarbonate loss.',
  }),

  defineTemplate<{ pt: string; paco2: number; chronic: boolean }>({
    id: 'resp-acidosis-hco3',
    topicId: 2,
    difficulty: 'hard',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'A 25-year-old man with an opioid overdose is brought in within 30 minutes of ingestion', paco2: 60, chronic: false },
      {
        pt: 'A 67-year-old woman with long-standing COPD and cor pulmonale is seen in clinic in her usual state',
        paco2: 70,
        chronic: true,
      },
      {
        pt: 'A 40-year-old woman has an acute severe asthma attack lasting under an hour',
        paco2: 80,
        chronic: false,
        difficulty: 'medium',
      },
    ],
    stem: (c) =>
      `${c.pt}; PaCO2 is ${c.paco2} mm Hg. Assuming a normal baseline of PaCO2 40 mm Hg and HCO3- 24 mEq/L and a purely ${c.chronic ? 'chronic (renally compensated)' : 'acute'} respiratory acidosis, what HCO3- would you expect?`,
    answer: (c) => 24 + (c.chronic ? 3.5 : 1) * ((c.paco2 - 40) / 10),
    unit: 'mEq/L',
    rounding: { decimals: 1 },
    distractors: (c) => {
      const k = c.chronic ? 3.5 : 1;
      return [24 + (c.chronic ? 1 : 3.5) * ((c.paco2 - 40) / 10), 24 - k * ((c.paco2 - 40) / 10), 24 + k * (c.paco2 / 10)];
    },
    whyWrong: [
      'uses the rule for the other time course (acute about 1 mEq/L, chronic about 3.5 mEq/L per 10 mm Hg rise)',
      'moves HCO3- in the wrong direction; a CO2 rise raises HCO3-',
      'applies the rule to the whole PaCO2 instead of to the rise above 40 mm Hg',
    ],
    explain: (c) => {
      const k = c.chronic ? 3.5 : 1;
      const rise = (c.paco2 - 40) / 10;
      return `In ${c.chronic ? 'chronic' : 'acute'} respiratory acidosis HCO3- rises about ${k} mEq/L for every 10 mm Hg rise in PaCO2 above 40. Rise = (${c.paco2} - 40)/10 = ${n(rise)} steps, so expected HCO3- = 24 + ${k} x ${n(rise)} = ${n(24 + k * rise)} mEq/L. ${c.chronic ? 'Renal retention of bicarbonate over days produces the larger rise.' : 'The small acute rise comes from chemical buffering only; the kidneys have not had time to act.'}`;
    },
    keyPoint:
      'Respiratory acidosis: HCO3- rises about 1 mEq/L per 10 mm Hg PaCO2 rise acutely and about 3.5 mEq/L per 10 mm Hg when chronic (renal compensation).',
  }),

  defineTemplate<{ pt: string; map: number; pip: number; peep: number; fio2: number; pao2: number }>({
    id: 'oxygenation-index',
    topicId: 2,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'A 46-year-old man with ARDS', map: 22, pip: 38, peep: 16, fio2: 0.8, pao2: 64 },
      { pt: 'A 59-year-old woman with COVID-19 pneumonia', map: 18, pip: 32, peep: 12, fio2: 0.6, pao2: 72 },
      {
        pt: 'A 31-year-old man with pulmonary contusions after a motor vehicle crash',
        map: 15,
        pip: 30,
        peep: 10,
        fio2: 0.5,
        pao2: 95,
        difficulty: 'easy',
      },
    ],
    stem: (c) =>
      `${c.pt} is ventilated with these readings: PIP ${c.pip} cm H2O, mean airway pressure ${c.map} cm H2O, PEEP ${c.peep} cm H2O, FiO2 ${c.fio2.toFixed(2)}. PaO2 is ${c.pao2} mm Hg. What is the oxygenation index (OI)?`,
    answer: (c) => (c.map * c.fio2 * 100) / c.pao2,
    unit: '',
    rounding: { decimals: 1 },
    distractors: (c) => [
      (c.pip * c.fio2 * 100) / c.pao2,
      (c.peep * c.fio2 * 100) / c.pao2,
      (c.map * c.fio2) / c.pao2,
      (c.map * 100) / c.pao2,
      ((c.pip - c.peep) * c.fio2 * 100) / c.pao2,
      ((c.map - c.peep) * c.fio2 * 100) / c.pao2,
    ],
    whyWrong: [
      'uses peak inspiratory pressure instead of mean airway pressure',
      'uses PEEP instead of mean airway pressure',
      'leaves FiO2 as a decimal without multiplying by 100',
      'leaves FiO2 out of the numerator, as if the patient breathed 100% oxygen',
      'uses the driving pressure (PIP - PEEP) instead of mean airway pressure',
      'subtracts PEEP from the mean airway pressure first; the OI uses the whole mean airway pressure',
    ],
    explain: (c) =>
      `OI = (mean airway pressure x FiO2 x 100) / PaO2 = (${c.map} x ${c.fio2.toFixed(2)} x 100) / ${c.pao2} = ${n(c.map * c.fio2 * 100)} / ${c.pao2} = ${n((c.map * c.fio2 * 100) / c.pao2)}. A higher OI means more pressure and oxygen are needed for the same PaO2, i.e. worse oxygenation.`,
    keyPoint:
      'OI = (Paw-mean x FiO2 x 100) / PaO2; it uses mean airway pressure (not PIP or PEEP) and rises as oxygenation failure worsens.',
  }),
];

import { defineTemplate, n, type BuiltTemplate } from './engine';

/** Oxygen content, mL O2/dL: 1.34 x Hb x SaO2 + 0.003 x PaO2 (SaO2 in percent here). */
const content = (hb: number, sat: number, po2: number): number => 1.34 * hb * (sat / 100) + 0.003 * po2;

export const criticalCareTemplates: BuiltTemplate[] = [
  defineTemplate<{ pt: string; hb: number; sao2: number; pao2: number }>({
    id: 'cao2',
    topicId: 8,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'west-physiology-2021',
    written: '2026-11-22',
    cases: [
      // Retired: a distractor that only left out dissolved O2 sat 0.1-0.3 mL/dL from the key (defensible when
      // dissolved O2 is ignored). Cases 4-6 replace them with distractors that differ clearly.
      { pt: 'A 35-year-old man recovering from an appendectomy', hb: 15, sao2: 97, pao2: 95, retired: true },
      { pt: 'A 58-year-old woman with a GI bleed', hb: 8, sao2: 92, pao2: 65, difficulty: 'medium', retired: true },
      { pt: 'A 66-year-old man with COPD', hb: 12, sao2: 88, pao2: 55, retired: true },
      { pt: 'A 31-year-old woman recovering from a laparoscopic cholecystectomy', hb: 13, sao2: 94, pao2: 72 },
      { pt: 'A 61-year-old man with an upper GI bleed', hb: 7.5, sao2: 95, pao2: 82, difficulty: 'medium' },
      { pt: 'A 70-year-old woman with COPD and secondary polycythemia', hb: 18, sao2: 86, pao2: 52 },
    ],
    stem: (c) => `${c.pt} has Hb ${c.hb} g/dL, SaO2 ${c.sao2}% and PaO2 ${c.pao2} mm Hg. What is the arterial oxygen content (CaO2)?`,
    answer: (c) => content(c.hb, c.sao2, c.pao2),
    unit: 'mL/dL',
    rounding: { decimals: 1 },
    distractors: (c) => [
      1.34 * c.hb * (c.sao2 / 100) + 0.03 * c.pao2,
      1.34 * c.hb + 0.003 * c.pao2,
      c.hb * (c.sao2 / 100) + 0.003 * c.pao2,
      1.34 * c.hb * (c.pao2 / 100) + 0.003 * c.pao2,
    ],
    whyWrong: [
      'uses 0.03 instead of 0.003 mL/dL/mm Hg for dissolved oxygen',
      'assumes hemoglobin is fully saturated by leaving SaO2 out',
      'leaves out the 1.34 mL of oxygen that each gram of saturated hemoglobin carries',
      'puts the PaO2 in place of the SaO2 (as if a PaO2 of 90 meant a saturation of 90%)',
    ],
    explain: (c) =>
      `CaO2 = (1.34 x Hb x SaO2) + (0.003 x PaO2) = (1.34 x ${c.hb} x ${n(c.sao2 / 100, 2)}) + (0.003 x ${c.pao2}) = ${n(1.34 * c.hb * (c.sao2 / 100), 2)} + ${n(0.003 * c.pao2, 3)} = ${n(content(c.hb, c.sao2, c.pao2), 2)}, about ${n(content(c.hb, c.sao2, c.pao2))} mL O2/dL. Normal is about 16-20 mL/dL; almost all of it is carried by hemoglobin.`,
    keyPoint:
      'CaO2 = 1.34 x Hb x SaO2 + 0.003 x PaO2; hemoglobin and saturation dominate, dissolved O2 adds only about 0.3 mL/dL at a normal PaO2.',
  }),

  defineTemplate<{ pt: string; hb: number; sao2: number; pao2: number; co: number; ci: number }>({
    id: 'do2',
    topicId: 8,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'A 64-year-old man in septic shock', hb: 10, sao2: 95, pao2: 80, co: 6.5, ci: 3.3 },
      { pt: 'A 50-year-old woman with cardiogenic shock', hb: 13, sao2: 94, pao2: 70, co: 3.2, ci: 1.8, difficulty: 'hard' },
    ],
    stem: (c) =>
      `${c.pt}: Hb ${c.hb} g/dL, SaO2 ${c.sao2}%, PaO2 ${c.pao2} mm Hg, cardiac output ${n(c.co)} L/min, cardiac index ${n(c.ci)} L/min/m\u00b2. What is the oxygen delivery (DO2)?`,
    answer: (c) => content(c.hb, c.sao2, c.pao2) * c.co * 10,
    unit: 'mL/min',
    rounding: { decimals: 0 },
    distractors: (c) => [
      content(c.hb, c.sao2, c.pao2) * c.co,
      content(c.hb, c.sao2, c.pao2) * c.ci * 10,
      1.34 * c.hb * c.co * 10,
      content(c.hb, c.sao2, c.pao2) * c.co * 100,
      (content(c.hb, c.sao2, c.pao2) * c.co) / 10,
      (1.34 * c.hb * (c.sao2 / 100) + 0.03 * c.pao2) * c.co * 10,
    ],
    whyWrong: [
      'forgets to multiply by 10 to convert mL/dL to mL/L',
      'uses the cardiac index, which gives the indexed DO2 per m\u00b2, not the delivery asked for',
      'leaves SaO2 out of the content, as if hemoglobin were fully saturated',
      'multiplies by 100 instead of 10 when converting mL/dL to mL/L',
      'divides by 10 instead of multiplying when converting mL/dL to mL/L',
      'uses 0.03 instead of 0.003 mL/dL/mm Hg for dissolved oxygen in the content',
    ],
    explain: (c) => {
      const ca = content(c.hb, c.sao2, c.pao2);
      return `CaO2 = 1.34 x ${c.hb} x ${n(c.sao2 / 100, 2)} + 0.003 x ${c.pao2} = ${n(ca, 2)} mL/dL. DO2 = CaO2 x CO x 10 = ${n(ca, 2)} x ${n(c.co)} x 10 = ${n(ca * c.co * 10)}, about ${Math.round(ca * c.co * 10)} mL O2/min (normal about 1,000 mL/min).`;
    },
    keyPoint:
      'DO2 = CaO2 x CO x 10 (the 10 converts mL/dL to mL/L); normal is about 1,000 mL O2/min, and it falls with anemia, hypoxemia or low output.',
  }),

  defineTemplate<{ pt: string; hb: number; sao2: number; pao2: number; svo2: number; pvo2: number }>({
    id: 'avo2-difference',
    topicId: 8,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'A 61-year-old man after coronary artery bypass surgery', hb: 12, sao2: 98, pao2: 100, svo2: 70, pvo2: 38 },
      { pt: 'A 72-year-old woman with decompensated heart failure', hb: 11, sao2: 94, pao2: 72, svo2: 52, pvo2: 29, difficulty: 'hard' },
    ],
    stem: (c) =>
      `${c.pt} has a pulmonary artery catheter. Hb ${c.hb} g/dL; arterial: SaO2 ${c.sao2}%, PaO2 ${c.pao2} mm Hg; mixed venous: SvO2 ${c.svo2}%, PvO2 ${c.pvo2} mm Hg. What is the arterial-mixed venous oxygen content difference, C(a-v)O2?`,
    answer: (c) => content(c.hb, c.sao2, c.pao2) - content(c.hb, c.svo2, c.pvo2),
    unit: 'mL/dL',
    rounding: { decimals: 1 },
    distractors: (c) => [
      content(c.hb, c.sao2, c.pao2),
      content(c.hb, c.svo2, c.pvo2),
      c.sao2 - c.svo2,
      1.34 * ((c.sao2 - c.svo2) / 100),
      0.003 * (c.pao2 - c.pvo2),
    ],
    whyWrong: [
      'is the arterial content alone; the venous content was not subtracted',
      'is the mixed venous content alone',
      'subtracts the saturations instead of the oxygen contents',
      'leaves hemoglobin out of both contents (1.34 x the saturation difference only)',
      'subtracts only the dissolved oxygen (0.003 x the PO2 difference) and leaves out the hemoglobin-bound oxygen',
    ],
    explain: (c) => {
      const ca = content(c.hb, c.sao2, c.pao2);
      const cv = content(c.hb, c.svo2, c.pvo2);
      return `CaO2 = 1.34 x ${c.hb} x ${n(c.sao2 / 100, 2)} + 0.003 x ${c.pao2} = ${n(ca, 2)} mL/dL. CvO2 = 1.34 x ${c.hb} x ${n(c.svo2 / 100, 2)} + 0.003 x ${c.pvo2} = ${n(cv, 2)} mL/dL. C(a-v)O2 = ${n(ca, 2)} - ${n(cv, 2)} = ${n(ca - cv, 2)}, about ${n(ca - cv)} mL/dL. Normal is about 4-6 mL/dL; ${ca - cv > 6 ? 'a wider difference means tissues are extracting more oxygen, as with a low cardiac output.' : 'this is within the normal range.'}`;
    },
    keyPoint: 'C(a-v)O2 = CaO2 - CvO2, normally about 5 mL/dL; it widens when cardiac output falls relative to oxygen demand.',
  }),

  defineTemplate<{ pt: string; vo2: number; cao2: number; cvo2: number }>({
    id: 'fick-cardiac-output',
    topicId: 8,
    difficulty: 'hard',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'A 55-year-old man in the cardiac ICU', vo2: 250, cao2: 20, cvo2: 15 },
      // Retired: a "suspected low-output" patient whose numbers gave a normal output (4.7 L/min) with a high
      // resting VO2; case 3 replaces it with consistent values.
      { pt: 'A 68-year-old woman with suspected low-output heart failure', vo2: 280, cao2: 16.5, cvo2: 10.5, retired: true },
      { pt: 'A 68-year-old woman with suspected low-output heart failure', vo2: 210, cao2: 16.5, cvo2: 9.5 },
    ],
    stem: (c) =>
      `${c.pt} has a measured oxygen consumption (VO2) of ${c.vo2} mL/min, CaO2 ${n(c.cao2)} mL/dL and CvO2 ${n(c.cvo2)} mL/dL. What is the cardiac output by the Fick method?`,
    answer: (c) => c.vo2 / ((c.cao2 - c.cvo2) * 10),
    unit: 'L/min',
    rounding: { decimals: 1 },
    distractors: (c) => [c.vo2 / (c.cao2 - c.cvo2), c.vo2 / (c.cao2 * 10), c.vo2 / (c.cvo2 * 10), ((c.cao2 - c.cvo2) * 10) / c.vo2],
    whyWrong: [
      'omits the factor of 10 that converts mL/dL to mL/L (it is the output in dL/min)',
      'divides by the arterial content instead of the arterial-venous difference',
      'divides by the venous content instead of the arterial-venous difference',
      'inverts the Fick equation (content difference x 10 divided by VO2)',
    ],
    explain: (c) => {
      const co = c.vo2 / ((c.cao2 - c.cvo2) * 10);
      return `Fick: CO = VO2 / [C(a-v)O2 x 10] = ${c.vo2} / [(${n(c.cao2)} - ${n(c.cvo2)}) x 10] = ${c.vo2} / ${n((c.cao2 - c.cvo2) * 10)} = ${n(co, 2)}, about ${n(co)} L/min. ${co < 4 ? 'That is below the normal 4-8 L/min: a wide a-v difference (normal about 5 mL/dL) shows the tissues extracting more oxygen because flow is low.' : 'That is within the normal 4-8 L/min.'}`;
    },
    keyPoint: 'Fick cardiac output = VO2 / [C(a-v)O2 x 10]; for a given VO2, a wider a-v difference means a lower output.',
  }),

  defineTemplate<{ pt: string; hb: number; pAo2: number; sao2: number; pao2: number; svo2: number; pvo2: number }>({
    id: 'shunt-fraction',
    topicId: 8,
    difficulty: 'hard',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'A 48-year-old man with ARDS', hb: 14, pAo2: 663, sao2: 98.5, pao2: 120, svo2: 70, pvo2: 38 },
      { pt: 'A 60-year-old woman with bilateral pneumonia', hb: 10, pAo2: 663, sao2: 95, pao2: 80, svo2: 65, pvo2: 34 },
      { pt: 'A 39-year-old man with lobar atelectasis after surgery', hb: 15, pAo2: 663, sao2: 99, pao2: 150, svo2: 75, pvo2: 40 },
    ],
    stem: (c) =>
      `${c.pt} is on FiO2 1.0 (calculated PAO2 ${c.pAo2} mm Hg; assume end-capillary saturation 100%). Hb ${c.hb} g/dL; PaO2 ${c.pao2} mm Hg, SaO2 ${n(c.sao2)}%; mixed venous PvO2 ${c.pvo2} mm Hg, SvO2 ${c.svo2}%. Using the classic shunt equation, what is the shunt fraction (Qs/Qt)?`,
    answer: (c) => {
      const cc = content(c.hb, 100, c.pAo2);
      return ((cc - content(c.hb, c.sao2, c.pao2)) / (cc - content(c.hb, c.svo2, c.pvo2))) * 100;
    },
    unit: '%',
    format: (v) => `${v}%`,
    rounding: { decimals: 0 },
    distractors: (c) => {
      const cc = content(c.hb, 100, c.pAo2);
      const ca = content(c.hb, c.sao2, c.pao2);
      const cv = content(c.hb, c.svo2, c.pvo2);
      const h = (s: number): number => 1.34 * c.hb * (s / 100);
      return [
        ((cc - ca) / cc) * 100,
        ((cc - ca) / (ca - cv)) * 100,
        ((h(100) - h(c.sao2)) / (h(100) - h(c.svo2))) * 100,
        ((c.pAo2 - c.pao2) / (c.pAo2 - c.pvo2)) * 100,
      ];
    },
    whyWrong: [
      'divides by the end-capillary content alone instead of (CcO2 - CvO2)',
      'uses (CaO2 - CvO2) as the denominator instead of (CcO2 - CvO2)',
      'ignores dissolved oxygen, which is large at a PAO2 of 663 mm Hg',
      'puts partial pressures (PAO2, PaO2, PvO2) into the equation instead of oxygen contents',
    ],
    explain: (c) => {
      const cc = content(c.hb, 100, c.pAo2);
      const ca = content(c.hb, c.sao2, c.pao2);
      const cv = content(c.hb, c.svo2, c.pvo2);
      return `CcO2 = 1.34 x ${c.hb} x 1.0 + 0.003 x ${c.pAo2} = ${n(cc, 2)}; CaO2 = 1.34 x ${c.hb} x ${n(c.sao2 / 100, 3)} + 0.003 x ${c.pao2} = ${n(ca, 2)}; CvO2 = 1.34 x ${c.hb} x ${n(c.svo2 / 100, 2)} + 0.003 x ${c.pvo2} = ${n(cv, 2)} mL/dL. Qs/Qt = (CcO2 - CaO2)/(CcO2 - CvO2) = ${n(cc - ca, 2)} / ${n(cc - cv, 2)} = ${n((cc - ca) / (cc - cv), 3)}, about ${Math.round(((cc - ca) / (cc - cv)) * 100)}%. Normal physiologic shunt is under about 5-10%; above 20-30% is severe and responds poorly to oxygen alone.`;
    },
    keyPoint: 'Qs/Qt = (CcO2 - CaO2) / (CcO2 - CvO2), with CcO2 from PAO2 and 100% saturation; include dissolved O2 when FiO2 is high.',
  }),

  defineTemplate<{ pt: string; sbp: number; dbp: number }>({
    id: 'mean-arterial-pressure',
    topicId: 8,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'A 45-year-old man recovering from a knee replacement', sbp: 120, dbp: 80 },
      { pt: 'A 67-year-old woman with urosepsis', sbp: 88, dbp: 52 },
    ],
    stem: (c) =>
      `${c.pt} has an arterial line reading ${c.sbp}/${c.dbp} mm Hg. Using the standard bedside estimate, what is the mean arterial pressure?`,
    answer: (c) => (c.sbp + 2 * c.dbp) / 3,
    unit: 'mm Hg',
    rounding: { decimals: 0 },
    distractors: (c) => [(c.sbp + c.dbp) / 2, c.sbp - c.dbp, (2 * c.sbp + c.dbp) / 3, (c.sbp + c.dbp) / 3],
    whyWrong: [
      'is the simple average of systolic and diastolic; diastole lasts longer, so it weighs more',
      'is the pulse pressure, not the mean pressure',
      'weights systolic pressure twice instead of diastolic',
      'divides the sum of systolic and diastolic by 3 without doubling the diastolic pressure',
    ],
    explain: (c) =>
      `MAP = (SBP + 2 x DBP) / 3 = (${c.sbp} + 2 x ${c.dbp}) / 3 = ${c.sbp + 2 * c.dbp} / 3 = ${n((c.sbp + 2 * c.dbp) / 3)}, about ${Math.round((c.sbp + 2 * c.dbp) / 3)} mm Hg. ${(c.sbp + 2 * c.dbp) / 3 < 65 ? 'A MAP under 65 mm Hg threatens organ perfusion and is the usual resuscitation target in septic shock.' : 'Normal is about 70-105 mm Hg.'}`,
    keyPoint: 'MAP = (SBP + 2 x DBP)/3 (or DBP + 1/3 pulse pressure); keep MAP at 65 mm Hg or more for organ perfusion.',
  }),

  defineTemplate<{ pt: string; hr: number; sv: number; bsa: number }>({
    id: 'cardiac-index',
    topicId: 8,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'A 57-year-old man after mitral valve repair', hr: 90, sv: 60, bsa: 1.9 },
      { pt: 'A 74-year-old woman with an anterior myocardial infarction', hr: 110, sv: 40, bsa: 2.1 },
    ],
    stem: (c) =>
      `${c.pt} has a heart rate of ${c.hr}/min and a stroke volume of ${c.sv} mL; body surface area is ${n(c.bsa, 2)} m\u00b2. What is the cardiac index?`,
    answer: (c) => (c.hr * c.sv) / 1000 / c.bsa,
    unit: 'L/min/m\u00b2',
    rounding: { decimals: 1 },
    distractors: (c) => [(c.hr * c.sv) / 1000, ((c.hr * c.sv) / 1000) * c.bsa, c.sv / c.bsa, c.bsa / ((c.hr * c.sv) / 1000)],
    whyWrong: [
      'is the cardiac output; it was not divided by body surface area',
      'multiplies cardiac output by BSA instead of dividing',
      'is the stroke volume index in mL/m\u00b2, not the cardiac index',
      'divides BSA by the cardiac output, inverting the index',
    ],
    explain: (c) =>
      `CO = HR x SV = ${c.hr} x ${c.sv} mL = ${c.hr * c.sv} mL/min = ${n((c.hr * c.sv) / 1000, 2)} L/min. CI = CO / BSA = ${n((c.hr * c.sv) / 1000, 2)} / ${n(c.bsa, 2)} = ${n((c.hr * c.sv) / 1000 / c.bsa, 2)}, about ${n((c.hr * c.sv) / 1000 / c.bsa)} L/min/m\u00b2. Normal is 2.5-4.0 L/min/m\u00b2.`,
    keyPoint: 'Cardiac index = (HR x SV) / BSA, normal 2.5-4.0 L/min/m\u00b2; indexing lets patients of different size be compared.',
  }),

  defineTemplate<{ pt: string; map: number; cvp: number; pawp: number; co: number }>({
    id: 'svr',
    topicId: 8,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      // Retired: its explanation called 1,344 high while quoting a normal range (900-1,500) that contains it.
      { pt: 'A 70-year-old man with hypertension after surgery', map: 90, cvp: 6, pawp: 12, co: 5, retired: true },
      { pt: 'A 44-year-old woman in septic shock', map: 60, cvp: 10, pawp: 14, co: 8 },
      { pt: 'A 70-year-old man with poorly controlled hypertension after surgery', map: 108, cvp: 6, pawp: 12, co: 4.2 },
    ],
    stem: (c) =>
      `${c.pt} has these hemodynamics: MAP ${c.map} mm Hg, CVP ${c.cvp} mm Hg, PAWP ${c.pawp} mm Hg, cardiac output ${n(c.co)} L/min. What is the systemic vascular resistance?`,
    answer: (c) => ((c.map - c.cvp) / c.co) * 80,
    unit: 'dyn\u00b7s/cm\u2075',
    rounding: { decimals: 0 },
    distractors: (c) => [
      (c.map - c.cvp) / c.co,
      (c.map / c.co) * 80,
      ((c.map - c.pawp) / c.co) * 80,
      ((c.map + c.cvp) / c.co) * 80,
      ((c.map - c.cvp) / c.co) * 8,
    ],
    whyWrong: [
      'is the value in Wood units; the factor of 80 was not applied',
      'forgets to subtract the CVP (right atrial pressure)',
      'subtracts PAWP, the downstream pressure of the pulmonary circuit, instead of CVP',
      'adds the CVP instead of subtracting it',
      'multiplies by 8 instead of 80 when converting Wood units',
    ],
    explain: (c) =>
      `SVR = (MAP - CVP) / CO x 80 = (${c.map} - ${c.cvp}) / ${n(c.co)} x 80 = ${n((c.map - c.cvp) / c.co, 2)} x 80 = ${n(((c.map - c.cvp) / c.co) * 80)} dyn\u00b7s/cm\u2075. Normal is about 800-1,200; ${((c.map - c.cvp) / c.co) * 80 < 800 ? 'this low value fits vasodilation, as in sepsis.' : ((c.map - c.cvp) / c.co) * 80 > 1200 ? 'this value is high, fitting vasoconstriction.' : 'this value is within the normal range.'}`,
    keyPoint:
      'SVR = (MAP - CVP)/CO x 80, normal about 800-1,200 dyn\u00b7s/cm\u2075; low in distributive (septic) shock, high in hypovolemic or cardiogenic shock.',
  }),

  defineTemplate<{ pt: string; mpap: number; pawp: number; cvp: number; co: number }>({
    id: 'pvr',
    topicId: 8,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'A 52-year-old woman with pulmonary arterial hypertension', mpap: 40, pawp: 10, cvp: 12, co: 4 },
      { pt: 'A 63-year-old man after an uncomplicated valve replacement', mpap: 22, pawp: 12, cvp: 6, co: 5, difficulty: 'hard' },
    ],
    stem: (c) =>
      `${c.pt} has mean pulmonary artery pressure ${c.mpap} mm Hg, PAWP ${c.pawp} mm Hg, CVP ${c.cvp} mm Hg and cardiac output ${n(c.co)} L/min. What is the pulmonary vascular resistance?`,
    answer: (c) => ((c.mpap - c.pawp) / c.co) * 80,
    unit: 'dyn\u00b7s/cm\u2075',
    rounding: { decimals: 0 },
    distractors: (c) => [(c.mpap - c.pawp) / c.co, ((c.mpap - c.cvp) / c.co) * 80, (c.mpap / c.co) * 80],
    whyWrong: [
      'is the value in Wood units; the factor of 80 was not applied',
      'subtracts CVP, the downstream pressure of the systemic circuit, instead of PAWP',
      'forgets to subtract the PAWP (left atrial pressure)',
    ],
    explain: (c) =>
      `PVR = (MPAP - PAWP) / CO x 80 = (${c.mpap} - ${c.pawp}) / ${n(c.co)} x 80 = ${n((c.mpap - c.pawp) / c.co, 2)} x 80 = ${n(((c.mpap - c.pawp) / c.co) * 80)} dyn\u00b7s/cm\u2075. Normal is below about 250 (roughly 50-250); ${((c.mpap - c.pawp) / c.co) * 80 > 250 ? 'this is elevated, consistent with pulmonary vascular disease.' : 'this is normal.'}`,
    keyPoint:
      'PVR = (MPAP - PAWP)/CO x 80, normally under about 250 dyn\u00b7s/cm\u2075; PAWP (left atrial) is the downstream pressure of the lungs.',
  }),
];

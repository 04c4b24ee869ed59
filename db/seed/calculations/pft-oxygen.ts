import { defineTemplate, n, type BuiltTemplate } from './engine';

export const pftTemplates: BuiltTemplate[] = [
  defineTemplate<{ pt: string; fev1: number; fvc: number; predFvc: number; predFev1: number }>({
    id: 'fev1-fvc',
    topicId: 1,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'ats-ers-spirometry-2019',
    written: '2026-11-22',
    cases: [
      { pt: 'A 61-year-old man with a 40 pack-year smoking history', fev1: 1.5, fvc: 3.2, predFvc: 4.4, predFev1: 3.4 },
      { pt: 'A 28-year-old woman with episodic wheeze', fev1: 2.7, fvc: 3.6, predFvc: 3.9, predFev1: 3.3 },
      {
        pt: 'A 55-year-old man with progressive dyspnea and fine crackles',
        fev1: 2.2,
        fvc: 2.5,
        predFvc: 4.2,
        predFev1: 3.3,
        difficulty: 'medium',
      },
    ],
    stem: (c) =>
      `${c.pt} performs spirometry: FVC ${n(c.fvc, 2)} L (predicted ${n(c.predFvc, 2)} L), FEV1 ${n(c.fev1, 2)} L (predicted ${n(c.predFev1, 2)} L). What is the FEV1/FVC ratio?`,
    answer: (c) => (c.fev1 / c.fvc) * 100,
    unit: '%',
    format: (v) => `${v}%`,
    rounding: { decimals: 0 },
    distractors: (c) => [
      (c.fev1 / c.predFvc) * 100,
      (c.fev1 / c.predFev1) * 100,
      ((c.fvc - c.fev1) / c.fvc) * 100,
      (c.fvc / c.fev1) * 100,
      (c.predFev1 / c.fvc) * 100,
    ],
    whyWrong: [
      'divides the measured FEV1 by the predicted FVC instead of the measured FVC',
      'is FEV1 as a percent of predicted, a different index',
      'is the fraction of the FVC exhaled after the first second',
      'inverts the ratio (FVC divided by FEV1)',
      'divides the predicted FEV1, not the measured one, by the measured FVC',
    ],
    explain: (c) => {
      const r = (c.fev1 / c.fvc) * 100;
      return `FEV1/FVC = measured FEV1 / measured FVC x 100 = ${n(c.fev1, 2)} / ${n(c.fvc, 2)} x 100 = ${n(r)}%. ${r < 70 ? 'A ratio below 70% (or the lower limit of normal) indicates airflow obstruction.' : 'The ratio is not reduced, so there is no obstruction; ' + (c.fvc / c.predFvc < 0.8 ? 'the low FVC with a normal or high ratio suggests restriction, to be confirmed by TLC.' : 'the volumes are near predicted.')}`;
    },
    keyPoint:
      'FEV1/FVC uses the two MEASURED values; below 70% (or below the LLN) means obstruction, while a normal or high ratio with a low FVC suggests restriction.',
  }),

  defineTemplate<{ pt: string; measured: number; predicted: number; other: number; test: string }>({
    id: 'percent-predicted',
    topicId: 1,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'ers-ats-interpretation-2022',
    written: '2026-11-22',
    cases: [
      // Retired: their explanation equated the lower limit of normal with about 80% of predicted.
      { pt: 'A 66-year-old woman with COPD', test: 'FEV1', measured: 1.05, predicted: 2.3, other: 2.9, retired: true },
      { pt: 'A 50-year-old man with sarcoidosis', test: 'FVC', measured: 3.1, predicted: 4.6, other: 2.6, retired: true },
      { pt: 'A 69-year-old woman with COPD', test: 'FEV1', measured: 1.1, predicted: 2.4, other: 2.95 },
      { pt: 'A 47-year-old man with pulmonary sarcoidosis', test: 'FVC', measured: 3.3, predicted: 4.7, other: 2.75 },
    ],
    stem: (c) =>
      `${c.pt} has a measured ${c.test} of ${n(c.measured, 2)} L; the predicted ${c.test} for age, height and sex is ${n(c.predicted, 2)} L. The other spirometric value measured today is ${n(c.other, 2)} L. What is the ${c.test} as a percent of predicted?`,
    answer: (c) => (c.measured / c.predicted) * 100,
    unit: '%',
    format: (v) => `${v}%`,
    rounding: { decimals: 0 },
    distractors: (c) => [
      (c.predicted / c.measured) * 100,
      ((c.predicted - c.measured) / c.predicted) * 100,
      (c.measured / c.other) * 100,
      (c.measured / (0.8 * c.predicted)) * 100,
    ],
    whyWrong: [
      'divides predicted by measured, inverting the ratio',
      'is the percent deficit below predicted, not the percent of predicted',
      'divides by the other measured value instead of the predicted value',
      'divides by 80% of the predicted value, as if a fixed 80% cut-off were the reference value',
    ],
    explain: (c) =>
      `% predicted = measured / predicted x 100 = ${n(c.measured, 2)} / ${n(c.predicted, 2)} x 100 = ${n((c.measured / c.predicted) * 100)}%. Whether a value is reduced is judged against the lower limit of normal (LLN), the 5th percentile of healthy people of the same age, height and sex (a z-score of about -1.645), not against a fixed 80% of predicted, which labels too many older adults abnormal and misses disease in younger ones.`,
    keyPoint:
      '% predicted = measured / predicted x 100; abnormal means below the LLN (the 5th percentile, z-score below -1.645), which is not a fixed percent of predicted.',
  }),

  defineTemplate<{ pt: string; pre: number; post: number; predicted: number; predFvc: number }>({
    id: 'bronchodilator-response',
    topicId: 1,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'ers-ats-interpretation-2022',
    written: '2026-11-22',
    cases: [
      // Retired: cases 1-3 taught only the 12% and 200 mL rule (superseded by the 2022 ATS/ERS standard),
      // and case 3's verdict is wrong under the current standard. Cases 4-7 replace them.
      { pt: 'A 32-year-old woman with suspected asthma', pre: 2.1, post: 2.52, predicted: 3.3, predFvc: 3.95, retired: true },
      { pt: 'A 67-year-old man with COPD', pre: 1.4, post: 1.55, predicted: 2.9, predFvc: 3.8, retired: true },
      {
        pt: 'A 45-year-old man with chronic cough',
        pre: 2.8,
        post: 3.15,
        predicted: 3.9,
        predFvc: 4.85,
        difficulty: 'easy',
        retired: true,
      },
      { pt: 'A 32-year-old woman with suspected asthma', pre: 2.1, post: 2.52, predicted: 3.3, predFvc: 3.95, difficulty: 'easy' },
      { pt: 'A 67-year-old man with COPD', pre: 1.4, post: 1.62, predicted: 2.9, predFvc: 3.8 },
      { pt: 'A 45-year-old man with a chronic cough', pre: 2.8, post: 3.15, predicted: 3.9, predFvc: 4.85, difficulty: 'hard' },
      {
        pt: 'A 74-year-old woman of small stature with exertional dyspnea',
        pre: 0.9,
        post: 1.05,
        predicted: 1.4,
        predFvc: 1.85,
        difficulty: 'hard',
      },
    ],
    stem: (c) =>
      `${c.pt} has a pre-bronchodilator FEV1 of ${n(c.pre, 2)} L; her or his predicted FEV1 is ${n(c.predicted, 2)} L and predicted FVC ${n(c.predFvc, 2)} L. Fifteen minutes after albuterol 400 mcg by MDI with a spacer, FEV1 is ${n(c.post, 2)} L. Interpreting by the 2022 ATS/ERS standard, what is the change in FEV1 as a percent of the predicted value, and is the response significant?`.replace(
        'her or his',
        c.pt.includes('woman') ? 'her' : 'his',
      ),
    answer: (c) => ((c.post - c.pre) / c.predicted) * 100,
    unit: '%',
    format: (v, _c, x) => `${v}%; ${x > 10 ? 'a significant' : 'not a significant'} response`,
    rounding: { decimals: 1 },
    distractors: (c) => [
      ((c.post - c.pre) / c.pre) * 100,
      ((c.post - c.pre) / c.predFvc) * 100,
      ((c.post - c.pre) / c.post) * 100,
      (c.post / c.predicted) * 100,
    ],
    whyWrong: [
      'divides the change by the baseline (pre) FEV1, the older method the 2022 standard replaced because it favours patients with a low baseline',
      'divides the FEV1 change by the predicted FVC instead of the predicted FEV1',
      'divides the change by the post-bronchodilator value, which is neither the old nor the current reference',
      'is the post-bronchodilator FEV1 as a percent of predicted, not the change',
    ],
    explain: (c) => {
      const ml = Math.round((c.post - c.pre) * 1000);
      const pct = ((c.post - c.pre) / c.predicted) * 100;
      const old = ((c.post - c.pre) / c.pre) * 100;
      return `The 2022 ATS/ERS interpretation standard expresses the bronchodilator change relative to the predicted value: (post - pre) / predicted x 100 = (${n(c.post, 2)} - ${n(c.pre, 2)}) / ${n(c.predicted, 2)} x 100 = ${n(pct)}%. A change of more than 10% of the predicted value in FEV1 (or in FVC) is a significant response, so ${pct > 10 ? 'this response is significant' : 'this response is not significant'}. For comparison, the change is ${ml} mL and ${n(old)}% of baseline; the older rule (at least 12% of baseline and at least 200 mL) ${old >= 12 && ml >= 200 ? 'would have called it significant' : 'would not have called it significant'}${(old >= 12 && ml >= 200) !== pct > 10 ? ', which is why the two standards can disagree' : ''}.`;
    },
    keyPoint:
      'By the 2022 ATS/ERS standard, a bronchodilator response is significant when FEV1 or FVC rises by more than 10% of its predicted value: (post - pre) / predicted x 100 > 10%.',
  }),

  defineTemplate<{ pt: string; method: string; frc: number; erv: number; ic: number; ask: 'TLC' | 'RV' }>({
    id: 'lung-volumes',
    topicId: 1,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'ats-ers-lung-volumes-2005',
    written: '2026-11-22',
    cases: [
      { pt: 'A 63-year-old man with emphysema', method: 'body plethysmography', frc: 4.6, erv: 0.9, ic: 2.2, ask: 'TLC' },
      {
        pt: 'A 58-year-old woman with dyspnea of unclear cause',
        method: 'helium dilution',
        frc: 3.4,
        erv: 0.8,
        ic: 2.0,
        ask: 'RV',
        difficulty: 'hard',
      },
    ],
    stem: (c) =>
      `${c.pt} has lung volumes measured by ${c.method}: FRC ${n(c.frc, 2)} L, ERV ${n(c.erv, 2)} L, IC ${n(c.ic, 2)} L. What is the ${c.ask === 'TLC' ? 'total lung capacity (TLC)' : 'residual volume (RV)'}?`,
    answer: (c) => (c.ask === 'TLC' ? c.frc + c.ic : c.frc - c.erv),
    unit: 'L',
    rounding: { decimals: 2 },
    distractors: (c) =>
      c.ask === 'TLC'
        ? [c.ic + c.erv, c.frc + c.ic + c.erv, c.frc + c.erv, c.frc + c.ic + (c.frc - c.erv), c.frc]
        : [c.frc + c.erv, c.ic - c.erv, c.frc - c.ic, c.frc, c.frc - c.erv - c.ic],
    whyWrong: (c) =>
      c.ask === 'TLC'
        ? [
            'is IC + ERV, the vital capacity, which leaves out RV',
            'adds ERV to FRC + IC, counting ERV twice (FRC already contains it)',
            'adds ERV to FRC instead of IC',
            'adds RV (FRC - ERV) to FRC + IC, counting RV twice (FRC already contains it)',
            'takes FRC as the total lung capacity, leaving out the inspiratory capacity above it',
          ]
        : [
            'adds ERV to FRC instead of subtracting it',
            'subtracts ERV from IC instead of from FRC',
            'subtracts IC from FRC; IC lies above FRC and is not part of it',
            'takes FRC itself as the residual volume, forgetting that FRC also holds the ERV',
            'subtracts both ERV and IC from FRC; IC lies above FRC and is not part of it',
          ],
    explain: (c) =>
      c.ask === 'TLC'
        ? `TLC = FRC + IC = ${n(c.frc, 2)} + ${n(c.ic, 2)} = ${n(c.frc + c.ic, 2)} L. (IC + ERV = ${n(c.ic + c.erv, 2)} L is the vital capacity; adding ERV to FRC + IC counts ERV twice, since FRC already contains it.)`
        : `FRC = ERV + RV, so RV = FRC - ERV = ${n(c.frc, 2)} - ${n(c.erv, 2)} = ${n(c.frc - c.erv, 2)} L. (FRC comes from helium dilution, nitrogen washout or plethysmography; RV cannot be measured by spirometry.)`,
    keyPoint:
      'FRC = ERV + RV and TLC = FRC + IC = VC + RV; RV and anything containing it need helium dilution, nitrogen washout or plethysmography.',
  }),
];

const CYL_FACTOR: Record<'D' | 'E' | 'H', number> = { D: 0.16, E: 0.28, H: 3.14 };
const WRONG_FACTOR: Record<'D' | 'E' | 'H', number> = { D: 0.28, E: 0.16, H: 0.28 };

export const oxygenTemplates: BuiltTemplate[] = [
  defineTemplate<{ pt: string; cyl: 'D' | 'E' | 'H'; psi: number; flow: number; reserve: number }>({
    id: 'cylinder-duration',
    topicId: 11,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'A patient on a 4 L/min nasal cannula is being transported to radiology', cyl: 'E', psi: 1800, flow: 4, reserve: 200 },
      {
        pt: 'A home patient uses a nasal cannula at 2 L/min from a large cylinder',
        cyl: 'H',
        psi: 2200,
        flow: 2,
        reserve: 0,
        difficulty: 'medium',
      },
      { pt: 'A child on a simple mask at 6 L/min is moved between units', cyl: 'D', psi: 1500, flow: 6, reserve: 0 },
      {
        pt: 'A patient on a nonrebreather at 12 L/min is going for a CT scan',
        cyl: 'E',
        psi: 1400,
        flow: 12,
        reserve: 200,
        difficulty: 'medium',
      },
      {
        pt: 'A ventilator-dependent patient\u2019s transport ventilator draws a steady 10 L/min of oxygen',
        cyl: 'H',
        psi: 1600,
        flow: 10,
        reserve: 200,
        difficulty: 'hard',
      },
      { pt: 'An outpatient using 3 L/min by nasal cannula is waiting for a ride home', cyl: 'E', psi: 900, flow: 3, reserve: 0 },
    ],
    stem: (c) =>
      `${c.pt}. The ${c.cyl} cylinder reads ${n(c.psi, 0)} psi. How many minutes will it last ${c.reserve ? `until ${c.reserve} psi remain (the department's safety reserve)` : 'until it is empty'}?`,
    answer: (c) => ((c.psi - c.reserve) * CYL_FACTOR[c.cyl]) / c.flow,
    unit: 'min',
    rounding: { decimals: 0, mode: 'down' },
    distractors: (c) => [
      ((c.psi - c.reserve) * WRONG_FACTOR[c.cyl]) / c.flow,
      ((c.psi - (c.reserve ? 0 : 200)) * CYL_FACTOR[c.cyl]) / c.flow,
      (c.psi - c.reserve) / CYL_FACTOR[c.cyl] / c.flow,
    ],
    whyWrong: [
      'uses the cylinder factor of a different cylinder size',
      'handles the 200 psi reserve the wrong way (it must be subtracted only when the question asks to keep it)',
      'divides the pressure by the cylinder factor instead of multiplying',
    ],
    explain: (c) => {
      const usable = c.psi - c.reserve;
      const t = (usable * CYL_FACTOR[c.cyl]) / c.flow;
      return `Duration (min) = (gauge psi${c.reserve ? ` - ${c.reserve} psi reserve` : ''}) x cylinder factor / flow. The ${c.cyl} factor is ${CYL_FACTOR[c.cyl]} L/psi: (${c.psi}${c.reserve ? ` - ${c.reserve}` : ''}) x ${CYL_FACTOR[c.cyl]} / ${c.flow} = ${n(usable * CYL_FACTOR[c.cyl])} L / ${c.flow} L/min = ${n(t)} min, rounded down to ${Math.floor(t)} minutes (about ${n(t / 60)} h).`;
    },
    keyPoint:
      'Cylinder duration = psi x factor (D 0.16, E 0.28, H/K 3.14 L/psi) / flow in L/min; subtract a 200 psi reserve when one is required, and round down.',
  }),

  defineTemplate<{ pt: string; gross: number; tare: number; flow: number }>({
    id: 'liquid-o2-duration',
    topicId: 11,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'A man with COPD on 2 L/min', gross: 120, tare: 60, flow: 2 },
      { pt: 'A woman with pulmonary fibrosis on 4 L/min', gross: 95, tare: 55, flow: 4, difficulty: 'hard' },
      { pt: 'A patient on 1 L/min at rest', gross: 11, tare: 6, flow: 1 },
      { pt: 'A patient on 3 L/min with a reservoir cannula', gross: 110, tare: 62, flow: 3 },
    ],
    stem: (c) =>
      `${c.pt} uses a liquid oxygen unit at home. The filled unit weighs ${c.gross} lb on the scale; the empty unit weighs ${c.tare} lb. Using 344 L of gaseous oxygen per lb of liquid, about how many hours will the contents last?`,
    answer: (c) => ((c.gross - c.tare) * 344) / c.flow / 60,
    unit: 'h',
    rounding: { decimals: 1 },
    distractors: (c) => [
      (c.gross * 344) / c.flow / 60,
      ((c.gross - c.tare) * 860) / c.flow / 60,
      (((c.gross - c.tare) / 2.2) * 344) / c.flow / 60,
      ((c.gross - c.tare) * 344) / c.flow / 60 / 24,
      ((c.gross - c.tare) * 2.2 * 344) / c.flow / 60,
    ],
    whyWrong: [
      'uses the gross weight; the empty (tare) weight of the unit must be subtracted first',
      'multiplies pounds by 860, which is the gas-to-liquid VOLUME expansion ratio, not liters per pound',
      'converts pounds to kilograms although the 344 L factor is per pound',
      'is the duration in days reported as hours (it was divided by 24 as well)',
      'multiplies the pounds by 2.2 as if converting to kilograms, although the 344 L factor is per pound',
    ],
    explain: (c) => {
      const lb = c.gross - c.tare;
      return `Liquid weight = ${c.gross} - ${c.tare} = ${lb} lb. Gas = ${lb} lb x 344 L/lb = ${n(lb * 344, 0)} L. Duration = ${n(lb * 344, 0)} L / ${c.flow} L/min = ${n((lb * 344) / c.flow)} min / 60 = ${n((lb * 344) / c.flow / 60)} h. (Liquid oxygen expands about 860 times by volume when it becomes gas.)`;
    },
    keyPoint:
      'Liquid O2 duration (min) = liquid weight (lb) x 344 L/lb / flow (L/min); weigh the unit and subtract its empty weight first.',
  }),

  defineTemplate<{ pt: string; f: number; o2: number; ve?: number }>({
    id: 'entrainment-total-flow',
    topicId: 11,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-C',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'A 70-year-old man with COPD', f: 28, o2: 4, difficulty: 'easy' },
      { pt: 'A 55-year-old woman after abdominal surgery', f: 35, o2: 10 },
      { pt: 'A 62-year-old man with pneumonia and a minute ventilation of 18 L/min', f: 40, o2: 12, ve: 18, difficulty: 'hard' },
    ],
    stem: (c) =>
      `${c.pt} is placed on an air-entrainment (Venturi) mask set to ${c.f}% with oxygen running at ${c.o2} L/min. Using the air-to-oxygen ratio calculated from (100 - FiO2%) / (FiO2% - 21), what total flow does the mask deliver (nearest L/min)?`,
    answer: (c) => c.o2 * (1 + (100 - c.f) / (c.f - 21)),
    unit: 'L/min',
    rounding: { decimals: 0 },
    distractors: (c) => [
      c.o2 * ((100 - c.f) / (c.f - 21)),
      c.o2 * (1 + (c.f - 21) / (100 - c.f)),
      c.o2 / (c.f / 100),
      c.o2 * (1 + 79 / (c.f - 21)),
      c.o2 * (2 + (100 - c.f) / (c.f - 21)),
    ],
    whyWrong: [
      'is only the entrained air; the source oxygen flow was not added',
      'inverts the air-to-oxygen ratio',
      'divides the oxygen flow by FiO2, which ignores the oxygen in the entrained room air',
      'uses 100 - 21 in the numerator of the ratio instead of 100 - FiO2%',
      'counts the source oxygen twice (adds 2 parts instead of 1 to the air parts)',
    ],
    explain: (c) => {
      const r = (100 - c.f) / (c.f - 21);
      const total = c.o2 * (1 + r);
      return `Air:O2 = (100 - ${c.f}) / (${c.f} - 21) = ${100 - c.f} / ${c.f - 21} = ${n(r, 2)}:1. Total parts = 1 + ${n(r, 2)} = ${n(1 + r, 2)}. Total flow = ${c.o2} L/min x ${n(1 + r, 2)} = ${n(total)} L/min, about ${Math.round(total)} L/min.${c.ve ? ` That exceeds the patient\u2019s minute ventilation of ${c.ve} L/min, but peak inspiratory flow is roughly three times minute ventilation (about ${c.ve * 3} L/min), so this flow may not meet inspiratory demand and room air could be drawn in, lowering the FiO2.` : ''}`;
    },
    keyPoint:
      'Air:O2 ratio = (100 - FiO2%)/(FiO2% - 21); total flow = O2 flow x (sum of ratio parts). Total flow should meet the patient\u2019s peak inspiratory demand.',
  }),

  defineTemplate<{ pt: string; f: number }>({
    id: 'entrainment-ratio',
    topicId: 11,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-C',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'An air-entrainment nebulizer is set to deliver', f: 45 },
      { pt: 'An air-entrainment mask with an adjustable port is set to deliver', f: 32 },
    ],
    stem: (c) => `${c.pt} an FiO2 of ${n(c.f / 100, 2)}. What is the ratio of entrained air to source oxygen?`,
    answer: (c) => (100 - c.f) / (c.f - 21),
    unit: '',
    rounding: { decimals: 1 },
    format: (v) => `${v}:1`,
    distractors: (c) => [(c.f - 21) / (100 - c.f), (100 - c.f) / c.f, 79 / (c.f - 21), 100 / (c.f - 21), (100 - c.f) / 79],
    whyWrong: [
      'inverts the ratio (O2 to air instead of air to O2)',
      'divides by the FiO2% instead of FiO2% - 21',
      'uses 100 - 21 in the numerator instead of 100 - FiO2%',
      'uses 100 in the numerator instead of 100 - FiO2%',
      'divides by 100 - 21 instead of FiO2% - 21',
    ],
    explain: (c) =>
      `Air:O2 = (100 - FiO2%) / (FiO2% - 21) = (100 - ${c.f}) / (${c.f} - 21) = ${100 - c.f} / ${c.f - 21} = ${n((100 - c.f) / (c.f - 21), 2)}, so about ${n((100 - c.f) / (c.f - 21), 1)}:1.`,
    keyPoint: 'Air:O2 = (100 - FiO2%)/(FiO2% - 21): the higher the FiO2, the less air is entrained and the lower the total flow.',
  }),

  defineTemplate<{ pt: string; o2: number; air: number }>({
    id: 'mixed-gas-fio2',
    topicId: 11,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-C',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      {
        pt: 'No blender is available for a high-flow circuit, so oxygen and air flowmeters are connected through a Y-piece',
        o2: 6,
        air: 10,
      },
      {
        pt: 'For a large-volume nebulizer circuit, an oxygen flowmeter and an air flowmeter feed the same humidifier',
        o2: 4,
        air: 12,
        difficulty: 'hard',
      },
    ],
    stem: (c) => `${c.pt}. Oxygen flows at ${c.o2} L/min and compressed air at ${c.air} L/min. What FiO2 does the mixed gas have?`,
    answer: (c) => ((c.o2 * 1.0 + c.air * 0.21) / (c.o2 + c.air)) * 100,
    unit: '%',
    format: (v) => `${v}%`,
    rounding: { decimals: 0 },
    distractors: (c) => [(c.o2 / (c.o2 + c.air)) * 100, ((c.air * 1.0 + c.o2 * 0.21) / (c.o2 + c.air)) * 100, (c.o2 / c.air) * 100],
    whyWrong: [
      'treats air as if it contained no oxygen',
      'swaps the two flows, giving air an FiO2 of 1.0',
      'divides oxygen flow by air flow rather than by the total flow',
    ],
    explain: (c) => {
      const f = (c.o2 + c.air * 0.21) / (c.o2 + c.air);
      return `FiO2 = (O2 flow x 1.0 + air flow x 0.21) / total flow = (${c.o2} x 1.0 + ${c.air} x 0.21) / ${c.o2 + c.air} = ${n(c.o2 + c.air * 0.21, 2)} / ${c.o2 + c.air} = ${n(f, 3)}, about ${Math.round(f * 100)}%.`;
    },
    keyPoint: 'Mixed FiO2 = sum of (each flow x its O2 fraction) / total flow; air contributes 0.21 of its flow.',
  }),

  defineTemplate<{ pt: string; mix: '80/20' | '70/30'; reading: number }>({
    id: 'heliox-flow',
    topicId: 11,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-D',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'A 24-year-old woman with post-extubation stridor', mix: '80/20', reading: 10 },
      { pt: 'A 16-year-old with severe asthma', mix: '70/30', reading: 12, difficulty: 'medium' },
      { pt: 'A 60-year-old man with a partial tracheal obstruction from a tumor', mix: '80/20', reading: 8 },
    ],
    stem: (c) =>
      `${c.pt} receives ${c.mix} heliox through a standard oxygen flowmeter that reads ${c.reading} L/min. What is the actual flow of heliox delivered?`,
    answer: (c) => c.reading * (c.mix === '80/20' ? 1.8 : 1.6),
    unit: 'L/min',
    rounding: { decimals: 1 },
    distractors: (c) => [c.reading / (c.mix === '80/20' ? 1.8 : 1.6), c.reading * (c.mix === '80/20' ? 1.6 : 1.8), c.reading],
    whyWrong: [
      'divides by the correction factor; heliox is less dense, so the true flow is HIGHER than the reading',
      'uses the correction factor for the other helium-oxygen mixture',
      'assumes the oxygen flowmeter reads heliox correctly',
    ],
    explain: (c) => {
      const k = c.mix === '80/20' ? 1.8 : 1.6;
      return `Heliox is less dense than oxygen, so an oxygen flowmeter under-reads. Actual flow = reading x factor (80/20: 1.8; 70/30: 1.6) = ${c.reading} x ${k} = ${n(c.reading * k)} L/min.`;
    },
    keyPoint: 'On an oxygen flowmeter multiply the reading by 1.8 for 80/20 heliox and 1.6 for 70/30 to get the true flow.',
  }),
];

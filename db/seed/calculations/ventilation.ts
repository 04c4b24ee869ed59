import { defineTemplate, n, type BuiltTemplate } from './engine';

const pbw = (male: boolean, inches: number): number => (male ? 50 : 45.5) + 2.3 * (inches - 60);
const ftIn = (inches: number): string => `${Math.floor(inches / 12)} ft ${inches % 12} in`;

export const ventilationTemplates: BuiltTemplate[] = [
  defineTemplate<{ pt: string; vt: number; pip: number; pplat: number; peep: number }>({
    id: 'static-compliance',
    topicId: 3,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'hess-kacmarek-2019',
    written: '2026-11-22',
    cases: [
      { pt: 'A 62-year-old man with ARDS', vt: 420, pip: 34, pplat: 28, peep: 12 },
      { pt: 'A 48-year-old woman ventilated after abdominal surgery', vt: 500, pip: 26, pplat: 20, peep: 5 },
      { pt: 'A 70-year-old man with pulmonary fibrosis', vt: 380, pip: 36, pplat: 32, peep: 8, difficulty: 'medium' },
    ],
    stem: (c) =>
      `${c.pt} is on volume-controlled ventilation. Exhaled VT is ${c.vt} mL (already corrected for tubing compliance), PIP ${c.pip} cm H2O, plateau pressure ${c.pplat} cm H2O during an inspiratory hold, and PEEP ${c.peep} cm H2O. What is the static compliance?`,
    answer: (c) => c.vt / (c.pplat - c.peep),
    unit: 'mL/cm H2O',
    rounding: { decimals: 1 },
    distractors: (c) => [c.vt / (c.pip - c.peep), c.vt / c.pplat, c.vt / (c.pip - c.pplat), c.vt / c.pip, c.vt / c.peep],
    whyWrong: [
      'uses PIP instead of plateau pressure, which gives dynamic compliance',
      'divides by plateau pressure without subtracting PEEP',
      'divides by PIP minus plateau pressure, the resistive pressure, not the elastic pressure',
      'divides by PIP alone, which neither removes PEEP nor the resistive pressure',
      'divides by PEEP alone instead of by plateau pressure minus PEEP',
    ],
    explain: (c) =>
      `Static compliance = VT / (Pplat - PEEP) = ${c.vt} / (${c.pplat} - ${c.peep}) = ${c.vt} / ${c.pplat - c.peep} = ${n(c.vt / (c.pplat - c.peep))} mL/cm H2O. Normal in a ventilated adult is roughly 40-60 mL/cm H2O (often quoted up to 100); low values mean stiff lungs or chest wall.`,
    keyPoint:
      'Cstat = VT / (Pplat - PEEP); plateau pressure (no flow) reflects elastic recoil, so static compliance tracks lung and chest-wall stiffness.',
  }),

  defineTemplate<{ pt: string; vt: number; pip: number; pplat: number; peep: number }>({
    id: 'dynamic-compliance',
    topicId: 3,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'hess-kacmarek-2019',
    written: '2026-11-22',
    cases: [
      { pt: 'A 55-year-old woman with an asthma exacerbation', vt: 450, pip: 40, pplat: 22, peep: 5 },
      { pt: 'A 66-year-old man with COPD and copious secretions', vt: 550, pip: 38, pplat: 24, peep: 6 },
    ],
    stem: (c) =>
      `${c.pt} is receiving VC-A/C with VT ${c.vt} mL, PEEP ${c.peep} cm H2O. PIP is ${c.pip} cm H2O and plateau pressure is ${c.pplat} cm H2O. What is the dynamic compliance?`,
    answer: (c) => c.vt / (c.pip - c.peep),
    unit: 'mL/cm H2O',
    rounding: { decimals: 1 },
    distractors: (c) => [c.vt / (c.pplat - c.peep), c.vt / c.pip, c.vt / (c.pip - c.pplat), c.vt / (c.pip + c.peep), c.vt / c.pplat],
    whyWrong: [
      'uses plateau pressure, which gives static compliance',
      'divides by PIP without subtracting PEEP',
      'divides by PIP minus plateau pressure, the resistive pressure alone',
      'adds PEEP to PIP instead of subtracting it',
      'divides by plateau pressure alone, which is neither the dynamic nor the static formula',
    ],
    explain: (c) =>
      `Dynamic compliance = VT / (PIP - PEEP) = ${c.vt} / (${c.pip} - ${c.peep}) = ${c.vt} / ${c.pip - c.peep} = ${n(c.vt / (c.pip - c.peep))} mL/cm H2O. It is well below the static value (${n(c.vt / (c.pplat - c.peep))}) because PIP includes the pressure spent on airway resistance; a large gap points to an airway problem such as bronchospasm or secretions.`,
    keyPoint:
      'Cdyn = VT / (PIP - PEEP) includes airway resistance; a falling Cdyn with an unchanged Cstat means increased airway resistance.',
  }),

  defineTemplate<{ pt: string; pip: number; pplat: number; peep: number; flow: number }>({
    id: 'airway-resistance',
    topicId: 3,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'hess-kacmarek-2019',
    written: '2026-11-22',
    cases: [
      { pt: 'A 38-year-old woman in status asthmaticus', pip: 45, pplat: 28, peep: 5, flow: 60 },
      { pt: 'A 71-year-old man with COPD', pip: 32, pplat: 20, peep: 5, flow: 48 },
      { pt: 'A 50-year-old man with a partially kinked 7.0 endotracheal tube', pip: 40, pplat: 22, peep: 8, flow: 36, difficulty: 'hard' },
    ],
    stem: (c) =>
      `${c.pt} is on volume control with a constant (square-wave) inspiratory flow of ${c.flow} L/min. PIP is ${c.pip} cm H2O, plateau pressure ${c.pplat} cm H2O and PEEP ${c.peep} cm H2O. What is the airway resistance?`,
    answer: (c) => (c.pip - c.pplat) / (c.flow / 60),
    unit: 'cm H2O/L/s',
    rounding: { decimals: 1 },
    distractors: (c) => [(c.pip - c.pplat) / c.flow, (c.pip - c.peep) / (c.flow / 60), (c.pplat - c.peep) / (c.flow / 60)],
    whyWrong: [
      'divides by flow in L/min without converting it to L/s',
      'uses PIP minus PEEP, which includes the elastic pressure, instead of PIP minus plateau',
      'uses plateau minus PEEP, the elastic (driving) pressure, instead of the resistive pressure',
    ],
    explain: (c) =>
      `Raw = (PIP - Pplat) / flow, with flow in L/s. Flow = ${c.flow} / 60 = ${n(c.flow / 60, 2)} L/s; Raw = (${c.pip} - ${c.pplat}) / ${n(c.flow / 60, 2)} = ${n((c.pip - c.pplat) / (c.flow / 60))} cm H2O/L/s. Expect roughly 5-10 cm H2O/L/s in an intubated adult (the tube adds resistance).`,
    keyPoint:
      'Raw = (PIP - Pplat) / inspiratory flow in L/s (divide L/min by 60); a widening PIP-Pplat difference means rising airway resistance.',
  }),

  defineTemplate<{ pt: string; setRate: number; vt: number; spontRate: number; spontVt: number }>({
    id: 'simv-minute-ventilation',
    topicId: 3,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'hess-kacmarek-2019',
    written: '2026-11-22',
    cases: [
      { pt: 'A 57-year-old man being weaned after cardiac surgery', setRate: 8, vt: 500, spontRate: 10, spontVt: 250 },
      { pt: 'A 45-year-old woman recovering from Guillain-Barre syndrome', setRate: 6, vt: 450, spontRate: 14, spontVt: 300 },
    ],
    stem: (c) =>
      `${c.pt} is on volume-controlled SIMV: set rate ${c.setRate}/min, set VT ${c.vt} mL. Between mandatory breaths the patient takes ${c.spontRate} spontaneous breaths/min with an average spontaneous VT of ${c.spontVt} mL. What is the total minute ventilation?`,
    answer: (c) => (c.setRate * c.vt + c.spontRate * c.spontVt) / 1000,
    unit: 'L/min',
    rounding: { decimals: 1 },
    distractors: (c) => [
      (c.setRate * c.vt) / 1000,
      ((c.setRate + c.spontRate) * c.vt) / 1000,
      ((c.setRate + c.spontRate) * c.spontVt) / 1000,
      ((c.setRate + c.spontRate) * (c.vt + c.spontVt)) / 1000,
      (c.spontRate * c.spontVt) / 1000,
    ],
    whyWrong: [
      'counts only the mandatory breaths and ignores the spontaneous ones',
      'multiplies the total rate by the set VT, as if every breath were a mandatory breath',
      'multiplies the total rate by the spontaneous VT, undercounting the mandatory breaths',
      'multiplies the total rate by the sum of both tidal volumes, counting every breath twice',
      'counts only the spontaneous breaths and ignores the mandatory ones',
    ],
    explain: (c) =>
      `VE = (mandatory rate x set VT) + (spontaneous rate x spontaneous VT) = (${c.setRate} x ${c.vt}) + (${c.spontRate} x ${c.spontVt}) = ${c.setRate * c.vt} + ${c.spontRate * c.spontVt} = ${c.setRate * c.vt + c.spontRate * c.spontVt} mL/min = ${n((c.setRate * c.vt + c.spontRate * c.spontVt) / 1000)} L/min.`,
    keyPoint:
      'In SIMV, add the minute volume of mandatory breaths (set rate x set VT) to that of spontaneous breaths (their rate x their own VT).',
  }),

  defineTemplate<{ pt: string; vt: number; rate: number; ibwLb: number }>({
    id: 'vent-alveolar-ventilation',
    topicId: 3,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'hess-kacmarek-2019',
    written: '2026-11-22',
    cases: [
      { pt: 'An intubated 36-year-old woman', vt: 400, rate: 22, ibwLb: 130 },
      { pt: 'An intubated 60-year-old man', vt: 550, rate: 14, ibwLb: 170 },
    ],
    stem: (c) =>
      `${c.pt} (ideal body weight ${c.ibwLb} lb) is ventilated at VT ${c.vt} mL and rate ${c.rate}/min. Estimating anatomic dead space as 1 mL per lb of ideal body weight, what is the alveolar minute ventilation?`,
    answer: (c) => ((c.vt - c.ibwLb) * c.rate) / 1000,
    unit: 'L/min',
    rounding: { decimals: 2 },
    distractors: (c) => [
      (c.vt * c.rate) / 1000,
      (c.vt * c.rate - c.ibwLb) / 1000,
      ((c.vt - c.ibwLb / 2.2) * c.rate) / 1000,
      ((c.vt - 2 * c.ibwLb) * c.rate) / 1000,
      ((c.vt - 150) * c.rate) / 1000,
    ],
    whyWrong: [
      'is the total minute ventilation; dead space was not subtracted',
      'subtracts the dead space once from the minute volume instead of from every breath',
      'converts the weight to kilograms first, so only about 1 mL/kg of dead space was subtracted',
      'doubles the dead-space estimate (2 mL per lb of ideal body weight instead of 1 mL per lb)',
      'uses a fixed 150 mL dead space instead of 1 mL per lb of ideal body weight',
    ],
    explain: (c) =>
      `VD is about ${c.ibwLb} mL. VA = (VT - VD) x f = (${c.vt} - ${c.ibwLb}) x ${c.rate} = ${c.vt - c.ibwLb} x ${c.rate} = ${(c.vt - c.ibwLb) * c.rate} mL/min = ${n(((c.vt - c.ibwLb) * c.rate) / 1000, 2)} L/min.`,
    keyPoint:
      'Alveolar ventilation = (VT - VD) x f; dead space (about 1 mL/lb IBW) is lost from every breath, so fast shallow breathing wastes more ventilation.',
  }),

  defineTemplate<{ pt: string; paco2: number; peco2: number; petco2: number }>({
    id: 'vd-vt',
    topicId: 3,
    difficulty: 'hard',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'hess-kacmarek-2019',
    written: '2026-11-22',
    cases: [
      { pt: 'A 64-year-old man with ARDS', paco2: 52, peco2: 20, petco2: 38 },
      { pt: 'A 47-year-old woman with a suspected pulmonary embolism who is on a ventilator', paco2: 44, peco2: 18, petco2: 30 },
      { pt: 'A 58-year-old man being assessed for weaning', paco2: 40, peco2: 26, petco2: 35, difficulty: 'medium' },
    ],
    stem: (c) =>
      `${c.pt} has exhaled gas collected for a dead-space measurement. PaCO2 ${c.paco2} mm Hg, mixed expired PCO2 (PECO2) ${c.peco2} mm Hg, end-tidal PCO2 ${c.petco2} mm Hg. Using the Enghoff modification of the Bohr equation, what is the VD/VT ratio?`,
    answer: (c) => (c.paco2 - c.peco2) / c.paco2,
    unit: '',
    rounding: { decimals: 2 },
    distractors: (c) => [c.peco2 / c.paco2, (c.paco2 - c.peco2) / c.peco2, (c.paco2 - c.petco2) / c.paco2],
    whyWrong: [
      'is PECO2/PaCO2, the fraction that is NOT dead space (1 - VD/VT)',
      'divides by PECO2 instead of PaCO2',
      'uses end-tidal PCO2 instead of mixed expired PCO2',
    ],
    explain: (c) =>
      `VD/VT = (PaCO2 - PECO2) / PaCO2 = (${c.paco2} - ${c.peco2}) / ${c.paco2} = ${c.paco2 - c.peco2} / ${c.paco2} = ${n((c.paco2 - c.peco2) / c.paco2, 2)}. Normal is about 0.2-0.4; values above 0.6 make weaning unlikely and are seen with ARDS or pulmonary embolism.`,
    keyPoint: 'VD/VT = (PaCO2 - PECO2)/PaCO2 uses MIXED expired PCO2, not end-tidal; normal 0.2-0.4.',
  }),

  defineTemplate<{ pt: string; rate: number; vt: number; paco2: number; target: number }>({
    id: 'rate-for-target-paco2',
    topicId: 3,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-C',
    rteArea: 'interventions',
    source: 'hess-kacmarek-2019',
    written: '2026-11-22',
    cases: [
      { pt: 'A 52-year-old man with a drug overdose', rate: 12, vt: 500, paco2: 56, target: 40 },
      { pt: 'A 29-year-old woman with a closed head injury', rate: 18, vt: 450, paco2: 30, target: 38, difficulty: 'hard' },
      { pt: 'A 68-year-old man after a craniotomy', rate: 10, vt: 550, paco2: 52, target: 40, difficulty: 'easy' },
    ],
    stem: (c) =>
      `${c.pt} is on VC-A/C at rate ${c.rate}/min and VT ${c.vt} mL with no spontaneous breaths. PaCO2 is ${c.paco2} mm Hg; the physician wants ${c.target} mm Hg. Keeping VT constant, which rate change is indicated (nearest whole breath)?`,
    answer: (c) => (c.rate * c.paco2) / c.target,
    unit: 'breaths/min',
    rounding: { decimals: 0 },
    format: (v, c, x) =>
      Math.round(x) === c.rate ? `Keep the rate at ${v}/min` : `${Math.round(x) > c.rate ? 'Increase' : 'Decrease'} the rate to ${v}/min`,
    distractors: (c) => [
      (c.rate * c.target) / c.paco2,
      c.rate + (c.paco2 - c.target),
      (c.vt * c.rate * c.paco2) / c.target / 1000,
      c.rate * (1 + (c.paco2 - c.target) / c.paco2),
    ],
    whyWrong: [
      'inverts the ratio (rate x desired / current), moving the rate the wrong way',
      'changes the rate by one breath per mm Hg of PaCO2 difference, which is not the relationship',
      'is the new minute ventilation in L/min, not the rate',
      'scales the rate by the PaCO2 change as a fraction of the current PaCO2 instead of using the ratio of the two PaCO2 values',
    ],
    explain: (c) =>
      `PaCO2 varies inversely with alveolar ventilation, so new rate = (current rate x current PaCO2) / desired PaCO2 = (${c.rate} x ${c.paco2}) / ${c.target} = ${c.rate * c.paco2} / ${c.target} = ${n((c.rate * c.paco2) / c.target)}, about ${Math.round((c.rate * c.paco2) / c.target)}/min.`,
    keyPoint: 'New rate = current rate x current PaCO2 / desired PaCO2; to lower PaCO2 raise the rate, to raise PaCO2 lower it.',
  }),

  defineTemplate<{ pt: string; rate: number; vt: number; paco2: number; target: number }>({
    id: 'vt-for-target-paco2',
    topicId: 3,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-C',
    rteArea: 'interventions',
    source: 'hess-kacmarek-2019',
    written: '2026-11-22',
    cases: [
      // Retired: a distractor (480 mL) within 4% of the key (500 mL); case 3 replaces it.
      { pt: 'A 66-year-old man with COPD whose baseline PaCO2 is about 45 mm Hg', rate: 14, vt: 400, paco2: 56, target: 45, retired: true },
      { pt: 'A 34-year-old woman with a traumatic brain injury', rate: 16, vt: 600, paco2: 28, target: 35 },
      { pt: 'A 66-year-old man with COPD whose baseline PaCO2 is about 45 mm Hg', rate: 14, vt: 400, paco2: 65, target: 45 },
    ],
    stem: (c) =>
      `${c.pt} is on VC-A/C at VT ${c.vt} mL and rate ${c.rate}/min, without spontaneous breaths. PaCO2 is ${c.paco2} mm Hg and the physician's goal is ${c.target} mm Hg. Keeping the rate unchanged, which VT change is indicated (nearest 10 mL)?`,
    answer: (c) => (c.vt * c.paco2) / c.target,
    unit: 'mL',
    rounding: { decimals: -1 },
    format: (v, c, x) =>
      Math.round(x / 10) * 10 === c.vt ? `Keep VT at ${v} mL` : `${Math.round(x / 10) * 10 > c.vt ? 'Increase' : 'Decrease'} VT to ${v} mL`,
    distractors: (c) => [
      (c.vt * c.target) / c.paco2,
      c.vt * (1 + (c.paco2 - c.target) / c.paco2),
      (c.vt * c.paco2) / 40,
      c.vt + 10 * (c.paco2 - c.target),
    ],
    whyWrong: [
      'inverts the ratio (VT x desired / current), moving VT the wrong way',
      'scales VT by the PaCO2 change as a fraction of the current PaCO2 instead of using the ratio of the two PaCO2 values',
      'aims for a normal PaCO2 of 40 mm Hg instead of the goal the physician set',
      'changes VT by 10 mL per mm Hg of PaCO2 difference, which is not the relationship',
    ],
    explain: (c) =>
      `New VT = (current VT x current PaCO2) / desired PaCO2 = (${c.vt} x ${c.paco2}) / ${c.target} = ${c.vt * c.paco2} / ${c.target} = ${n((c.vt * c.paco2) / c.target)}, about ${Math.round((c.vt * c.paco2) / c.target / 10) * 10} mL. Check the result against 6-8 mL/kg PBW and the plateau pressure before making the change.`,
    keyPoint: 'New VT = current VT x current PaCO2 / desired PaCO2 (rate constant); the new VT must still respect lung-protective limits.',
  }),

  defineTemplate<{ pt: string; rate: number; e: number }>({
    id: 'ti-from-ie',
    topicId: 3,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-C',
    rteArea: 'interventions',
    source: 'hess-kacmarek-2019',
    written: '2026-11-22',
    cases: [
      { pt: 'A 50-year-old man on pressure control', rate: 20, e: 2 },
      { pt: 'A 68-year-old woman with COPD on pressure control', rate: 12, e: 3 },
    ],
    stem: (c) =>
      `${c.pt} has a set rate of ${c.rate}/min and the physician orders an I:E ratio of 1:${c.e}. What inspiratory time should be set?`,
    answer: (c) => 60 / c.rate / (1 + c.e),
    unit: 's',
    rounding: { decimals: 2 },
    distractors: (c) => [
      60 / c.rate / c.e,
      (60 / c.rate) * (c.e / (1 + c.e)),
      60 / c.rate,
      c.rate / 60 / (1 + c.e),
      60 / c.rate / (2 + c.e),
    ],
    whyWrong: [
      'divides the cycle time by the E part only, forgetting that the cycle has 1 + E parts',
      'is the expiratory time, not the inspiratory time',
      'is the whole ventilatory cycle time',
      'divides the rate by 60 instead of 60 by the rate, so the cycle time is wrong from the start',
      'divides the cycle time by 2 + E parts, counting the inspiratory part twice',
    ],
    explain: (c) =>
      `Total cycle time = 60 / rate = 60 / ${c.rate} = ${n(60 / c.rate, 2)} s. An I:E of 1:${c.e} divides it into ${1 + c.e} parts, so Ti = ${n(60 / c.rate, 2)} / ${1 + c.e} = ${n(60 / c.rate / (1 + c.e), 2)} s and Te = ${n((60 / c.rate) * (c.e / (1 + c.e)), 2)} s.`,
    keyPoint: 'TCT = 60/f; Ti = TCT / (I + E parts); Te = TCT - Ti.',
  }),

  defineTemplate<{ pt: string; vt: number; flow: number; rate: number }>({
    id: 'ie-from-flow',
    topicId: 3,
    difficulty: 'hard',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-C',
    rteArea: 'interventions',
    source: 'hess-kacmarek-2019',
    written: '2026-11-22',
    cases: [
      { pt: 'A 45-year-old woman with asthma', vt: 500, flow: 60, rate: 15 },
      { pt: 'A 62-year-old man with pneumonia', vt: 600, flow: 40, rate: 20 },
    ],
    stem: (c) =>
      `${c.pt} is on VC-A/C with VT ${c.vt} mL, constant (square-wave) peak flow ${c.flow} L/min, rate ${c.rate}/min and no inspiratory pause. What is the resulting I:E ratio?`,
    answer: (c) => {
      const ti = c.vt / 1000 / (c.flow / 60);
      return (60 / c.rate - ti) / ti;
    },
    unit: '',
    rounding: { decimals: 1 },
    format: (v) => `1:${v}`,
    distractors: (c) => {
      const ti = c.vt / 1000 / (c.flow / 60);
      const te = 60 / c.rate - ti;
      return [60 / c.rate / ti, te, ti / te, te / (60 / c.rate)];
    },
    whyWrong: [
      'divides the total cycle time by Ti without first subtracting Ti to get Te',
      'writes the expiratory time in seconds as the ratio without dividing by Ti',
      'inverts the ratio (Ti/Te instead of Te/Ti)',
      'divides Te by the whole cycle time instead of by Ti',
    ],
    explain: (c) => {
      const ti = c.vt / 1000 / (c.flow / 60);
      const te = 60 / c.rate - ti;
      return `Flow = ${c.flow}/60 = ${n(c.flow / 60, 2)} L/s; Ti = VT / flow = ${n(c.vt / 1000, 2)} L / ${n(c.flow / 60, 2)} L/s = ${n(ti, 2)} s. Cycle time = 60/${c.rate} = ${n(60 / c.rate, 2)} s, so Te = ${n(60 / c.rate, 2)} - ${n(ti, 2)} = ${n(te, 2)} s. I:E = 1 : (Te/Ti) = 1 : ${n(te / ti, 1)}.`;
    },
    keyPoint:
      'With constant flow, Ti = VT (L) / flow (L/s); Te = 60/f - Ti; I:E = 1 : Te/Ti. Raising flow shortens Ti and lengthens the E part.',
  }),

  defineTemplate<{ pt: string; male: boolean; inches: number; kg: number; mlkg: number }>({
    id: 'pbw-tidal-volume',
    topicId: 3,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-C',
    rteArea: 'interventions',
    source: 'ardsnet-low-vt-2000',
    written: '2026-11-22',
    cases: [
      { pt: 'A man with ARDS from influenza pneumonia', male: true, inches: 72, kg: 102, mlkg: 6 },
      { pt: 'A woman with ARDS after pancreatitis', male: false, inches: 64, kg: 88, mlkg: 6 },
      { pt: 'A man intubated for a stroke with normal lungs', male: true, inches: 67, kg: 95, mlkg: 8, difficulty: 'easy' },
      { pt: 'A woman with sepsis-related ARDS', male: false, inches: 69, kg: 120, mlkg: 6, difficulty: 'hard' },
    ],
    stem: (c) =>
      `${c.pt} is ${ftIn(c.inches)} tall and weighs ${c.kg} kg. The team wants a VT of ${c.mlkg} mL/kg of predicted body weight (ARDSNet formula). What VT should be set (nearest 10 mL)?`,
    answer: (c) => pbw(c.male, c.inches) * c.mlkg,
    unit: 'mL',
    rounding: { decimals: -1 },
    distractors: (c) => [c.kg * c.mlkg, pbw(!c.male, c.inches) * c.mlkg, pbw(c.male, c.inches) * 10],
    whyWrong: [
      'uses actual body weight; lung size follows height and sex, not weight',
      'uses the predicted body weight formula for the other sex',
      'uses 10 mL/kg PBW, an outdated volume that was not ordered',
    ],
    explain: (c) => {
      const w = pbw(c.male, c.inches);
      return `${ftIn(c.inches)} = ${c.inches} in. PBW (${c.male ? 'male' : 'female'}) = ${c.male ? '50' : '45.5'} + 2.3 x (${c.inches} - 60) = ${n(w)} kg. VT = ${c.mlkg} mL/kg x ${n(w)} kg = ${n(w * c.mlkg)}, about ${Math.round((w * c.mlkg) / 10) * 10} mL.`;
    },
    keyPoint:
      'PBW: male 50 + 2.3 x (height in - 60); female 45.5 + 2.3 x (height in - 60). Set VT from PBW (6 mL/kg in ARDS, 6-8 mL/kg otherwise), never from actual weight.',
  }),

  defineTemplate<{ pt: string; rate: number; vt: number; psVt: number }>({
    id: 'rsbi',
    topicId: 3,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'A 59-year-old man recovering from pneumonia', rate: 28, vt: 350, psVt: 520 },
      { pt: 'A 73-year-old woman with COPD on day 6 of ventilation', rate: 34, vt: 260, psVt: 480, difficulty: 'hard' },
      { pt: 'A 41-year-old man extubation candidate after an overdose', rate: 22, vt: 410, psVt: 560 },
    ],
    stem: (c) =>
      `${c.pt} has VT ${c.psVt} mL on pressure support 10 cm H2O. During a 1-minute trial on CPAP 0 without pressure support, the rate is ${c.rate}/min with an average VT of ${c.vt} mL. What is the rapid shallow breathing index (RSBI), and what does it suggest?`,
    answer: (c) => c.rate / (c.vt / 1000),
    unit: 'breaths/min/L',
    rounding: { decimals: 0 },
    format: (v, _c, x) => `${v} breaths/min/L; ${Math.round(x) < 105 ? 'favors' : 'argues against'} extubation`,
    distractors: (c) => [c.vt / c.rate, c.rate / (c.psVt / 1000), c.rate * (c.vt / 1000), c.rate / ((c.vt - 150) / 1000)],
    whyWrong: [
      'divides VT in mL by the rate, inverting the index',
      'uses the VT measured on pressure support, which hides the patient\u2019s own capability',
      'multiplies rate by VT, which gives minute ventilation in L/min',
      'subtracts an estimated 150 mL of dead space from VT first; the RSBI uses the measured VT as it is',
    ],
    explain: (c) =>
      `RSBI = f / VT (in liters), measured without pressure support = ${c.rate} / ${n(c.vt / 1000, 2)} = ${n(c.rate / (c.vt / 1000))}, about ${Math.round(c.rate / (c.vt / 1000))}. A value under 105 predicts weaning success; ${c.rate / (c.vt / 1000) < 105 ? 'this patient is below that threshold' : 'this patient is above it, so extubation is likely to fail'}.`,
    keyPoint: 'RSBI = f / VT (L) on unassisted breathing; below 105 favors successful weaning.',
  }),
];

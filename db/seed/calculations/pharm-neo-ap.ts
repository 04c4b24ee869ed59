import { defineTemplate, n, type BuiltTemplate } from './engine';

export const pharmacologyTemplates: BuiltTemplate[] = [
  defineTemplate<{ pt: string; drug: string; pct: number; ml: number }>({
    id: 'percent-solution',
    topicId: 5,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-D',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'A child with asthma is to receive', drug: 'albuterol sulfate 0.5% solution', pct: 0.5, ml: 0.5 },
      { pt: 'A patient with thick secretions is to receive', drug: 'acetylcysteine 20% solution', pct: 20, ml: 4, difficulty: 'medium' },
      { pt: 'A toddler with croup is to receive', drug: 'racemic epinephrine 2.25% solution', pct: 2.25, ml: 0.5, difficulty: 'medium' },
      { pt: 'An adult with COPD is to receive', drug: 'ipratropium bromide 0.02% solution', pct: 0.02, ml: 2.5, difficulty: 'hard' },
    ],
    stem: (c) => `${c.pt} ${n(c.ml, 2)} mL of ${c.drug} by small-volume nebulizer. How many milligrams of active drug are in this volume?`,
    answer: (c) => c.pct * 10 * c.ml,
    unit: 'mg',
    rounding: { decimals: 3, trim: true },
    distractors: (c) => [c.pct * c.ml, c.pct * 100 * c.ml, (c.pct * 10) / c.ml, (c.pct * c.ml) / 100, c.pct * 1000 * c.ml],
    whyWrong: [
      'treats the percentage as mg/mL; 1% is 10 mg/mL, so the result is 10 times too small',
      'converts the percentage as 100 mg/mL per 1%, ten times too large',
      'divides the concentration by the volume instead of multiplying',
      'reads 1% as 1 g per 100 mL but then reports grams as milligrams',
      'is the amount in micrograms reported as milligrams',
    ],
    explain: (c) =>
      `A percent solution is grams per 100 mL, so ${n(c.pct, 3)}% = ${n(c.pct, 3)} g/100 mL = ${n(c.pct * 10, 3)} mg/mL. Drug = ${n(c.pct * 10, 3)} mg/mL x ${n(c.ml, 2)} mL = ${n(c.pct * 10 * c.ml, 3)} mg.`,
    keyPoint: 'Percent strength = g/100 mL, so mg/mL = % x 10; mg in a dose = % x 10 x mL.',
  }),

  defineTemplate<{ pt: string; drug: string; ratio: number; ml: number }>({
    id: 'ratio-solution',
    topicId: 5,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-D',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'An adult in anaphylaxis receives an intramuscular injection of', drug: 'epinephrine', ratio: 1000, ml: 0.3 },
      { pt: 'During cardiac arrest a prefilled syringe containing', drug: 'epinephrine', ratio: 10000, ml: 10, difficulty: 'easy' },
      // Retired: nebulized isoproterenol is obsolete; case 4 replaces it with a current ratio-labelled use.
      {
        pt: 'An older protocol for a nebulized bronchodilator calls for',
        drug: 'isoproterenol',
        ratio: 200,
        ml: 0.25,
        difficulty: 'hard',
        retired: true,
      },
      {
        pt: 'A toddler with moderate croup is to receive, by small-volume nebulizer,',
        drug: 'L-epinephrine',
        ratio: 1000,
        ml: 2.5,
        difficulty: 'hard',
      },
    ],
    stem: (c) =>
      `${c.pt} ${n(c.ml, 2)} mL of ${c.drug} 1:${n(c.ratio, 0)}${c.ratio === 10000 ? ' is given IV' : ''}. How many milligrams of ${c.drug} is that?`,
    answer: (c) => (c.ml * 1000) / c.ratio,
    unit: 'mg',
    rounding: { decimals: 3, trim: true },
    distractors: (c) => [
      ((c.ml * 1000) / c.ratio) * 10,
      (c.ml * 1000) / c.ratio / 10,
      (c.ml * (1000 * 1000)) / c.ratio,
      c.ml / c.ratio,
      (c.ml * c.ratio) / 1000,
    ],
    whyWrong: [
      'misplaces the decimal by one place (10 times too much)',
      'misplaces the decimal by one place (10 times too little)',
      'is the dose in micrograms labeled as milligrams',
      'is the dose in grams labeled as milligrams (1:1,000 means 1 g in 1,000 mL, so multiply by 1,000 for mg)',
      'multiplies the volume by the ratio\u2019s denominator instead of dividing by it',
    ],
    explain: (c) =>
      `A ratio solution 1:${n(c.ratio, 0)} means 1 g in ${n(c.ratio, 0)} mL = 1,000 mg / ${n(c.ratio, 0)} mL = ${n(1000 / c.ratio, 3)} mg/mL. Dose = ${n(1000 / c.ratio, 3)} mg/mL x ${n(c.ml, 2)} mL = ${n((c.ml * 1000) / c.ratio, 3)} mg.`,
    keyPoint: '1:X means 1 g per X mL: 1:1,000 = 1 mg/mL, 1:10,000 = 0.1 mg/mL, 1:200 = 5 mg/mL.',
  }),

  defineTemplate<{ pt: string; drug: string; pct: number; dose: number }>({
    id: 'dose-volume',
    topicId: 5,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-D',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'An adult with asthma', drug: 'albuterol', pct: 0.5, dose: 2.5, difficulty: 'easy' },
      { pt: 'A patient with cystic fibrosis and tenacious secretions', drug: 'acetylcysteine', pct: 20, dose: 600 },
      { pt: 'A patient scheduled for bronchoscopy', drug: 'lidocaine', pct: 1, dose: 50, difficulty: 'hard' },
    ],
    stem: (c) =>
      `${c.pt} has an order for ${n(c.dose, 2)} mg of ${c.drug} by nebulizer. The stock solution is ${n(c.pct, 2)}%. How many milliliters of the stock solution should be drawn up?`,
    answer: (c) => c.dose / (c.pct * 10),
    unit: 'mL',
    rounding: { decimals: 2, trim: true },
    distractors: (c) => [(c.pct * 10) / c.dose, c.dose / (c.pct * 100), c.dose / c.pct, c.dose / (c.pct * 10) + 3],
    whyWrong: [
      'divides the concentration by the dose, inverting the calculation',
      'converts the percentage using 100 mg/mL per 1% instead of 10 mg/mL',
      'treats the percentage as if it were mg/mL',
      'adds the usual 3 mL of diluent, which is not part of the volume of drug drawn up',
    ],
    explain: (c) =>
      `${n(c.pct, 2)}% = ${n(c.pct, 2)} g/100 mL = ${n(c.pct * 10, 2)} mg/mL. Volume = dose / concentration = ${n(c.dose, 2)} mg / ${n(c.pct * 10, 2)} mg/mL = ${n(c.dose / (c.pct * 10), 2)} mL.`,
    keyPoint: 'Volume to give = ordered dose (mg) / concentration (mg/mL), where mg/mL = % x 10.',
  }),
];

const lb = (kg: number): number => kg * 2.2;

export const neonatalTemplates: BuiltTemplate[] = [
  defineTemplate<{ pt: string; drug: string; mlkg: number; grams: number }>({
    id: 'surfactant-dose',
    topicId: 10,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-D',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'A 28-week preterm infant with RDS', drug: 'beractant', mlkg: 4, grams: 1250 },
      { pt: 'A 26-week preterm infant with RDS', drug: 'poractant alfa', mlkg: 2.5, grams: 900, difficulty: 'medium' },
    ],
    stem: (c) =>
      `${c.pt} weighs ${n(c.grams, 0)} g. The order is ${c.drug} ${n(c.mlkg)} mL/kg intratracheally. What volume should be prepared?`,
    answer: (c) => (c.grams / 1000) * c.mlkg,
    unit: 'mL',
    rounding: { decimals: 2, trim: true },
    distractors: (c) => [c.mlkg / (c.grams / 1000), (c.grams / 100) * c.mlkg, lb(c.grams / 1000) * c.mlkg, c.grams / 1000 / c.mlkg],
    whyWrong: [
      'divides the mL/kg dose by the weight instead of multiplying',
      'converts grams to kilograms by dividing by 100 instead of 1,000',
      'uses the weight in pounds instead of kilograms',
      'divides the weight by the mL/kg dose instead of multiplying',
    ],
    explain: (c) =>
      `${n(c.grams, 0)} g = ${n(c.grams / 1000, 2)} kg. Volume = ${n(c.mlkg)} mL/kg x ${n(c.grams / 1000, 2)} kg = ${n((c.grams / 1000) * c.mlkg, 2)} mL.`,
    keyPoint: 'Weight-based neonatal doses: convert grams to kilograms (divide by 1,000), then multiply by the per-kg dose.',
  }),

  defineTemplate<{ pt: string; grams: number; mlkg: number }>({
    id: 'neonatal-tidal-volume',
    topicId: 10,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-C',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'A 32-week infant with RDS on volume-targeted ventilation', grams: 1800, mlkg: 5 },
      { pt: 'A term infant with meconium aspiration on volume-targeted ventilation', grams: 2600, mlkg: 6, difficulty: 'medium' },
    ],
    stem: (c) => `${c.pt} weighs ${n(c.grams, 0)} g. The neonatologist asks for a target VT of ${c.mlkg} mL/kg. What VT should be set?`,
    answer: (c) => (c.grams / 1000) * c.mlkg,
    unit: 'mL',
    rounding: { decimals: 1 },
    distractors: (c) => [c.mlkg / (c.grams / 1000), (c.grams / 100) * c.mlkg, lb(c.grams / 1000) * c.mlkg, c.grams / 1000 / c.mlkg],
    whyWrong: [
      'divides the mL/kg target by the weight instead of multiplying',
      'converts grams to kilograms by dividing by 100 instead of 1,000',
      'uses the weight in pounds instead of kilograms',
      'divides the weight by the mL/kg target instead of multiplying',
    ],
    explain: (c) =>
      `${n(c.grams, 0)} g = ${n(c.grams / 1000, 2)} kg. VT = ${c.mlkg} mL/kg x ${n(c.grams / 1000, 2)} kg = ${n((c.grams / 1000) * c.mlkg, 1)} mL, within the usual 4-6 mL/kg neonatal target.`,
    keyPoint: 'Neonatal volume-targeted ventilation typically aims for 4-6 mL/kg; always convert grams to kilograms first.',
  }),

  defineTemplate<{ pt: string; map: number; pip: number; peep: number; fio2: number; pao2: number }>({
    id: 'neonatal-oxygenation-index',
    topicId: 10,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'A term newborn with persistent pulmonary hypertension', map: 18, pip: 30, peep: 6, fio2: 1.0, pao2: 45, difficulty: 'hard' },
      { pt: 'A 36-week infant with pneumonia', map: 14, pip: 26, peep: 6, fio2: 0.7, pao2: 55 },
    ],
    stem: (c) =>
      `${c.pt} is on conventional ventilation: PIP ${c.pip} cm H2O, PEEP ${c.peep} cm H2O, mean airway pressure ${c.map} cm H2O, FiO2 ${c.fio2.toFixed(2)}. Postductal PaO2 is ${c.pao2} mm Hg. What is the oxygenation index?`,
    answer: (c) => (c.map * c.fio2 * 100) / c.pao2,
    unit: '',
    rounding: { decimals: 1 },
    distractors: (c) => [
      (c.pip * c.fio2 * 100) / c.pao2,
      (c.peep * c.fio2 * 100) / c.pao2,
      (c.map * c.fio2) / c.pao2,
      c.pao2 / c.fio2,
      ((c.pip - c.peep) * c.fio2 * 100) / c.pao2,
      ((c.map - c.peep) * c.fio2 * 100) / c.pao2,
    ],
    whyWrong: [
      'uses PIP instead of mean airway pressure',
      'uses PEEP instead of mean airway pressure',
      'leaves FiO2 as a decimal without multiplying by 100',
      'is the PaO2/FiO2 ratio, a different index',
      'uses the driving pressure (PIP - PEEP) instead of mean airway pressure',
      'subtracts PEEP from the mean airway pressure first; the OI uses the whole mean airway pressure',
    ],
    explain: (c) => {
      const oi = (c.map * c.fio2 * 100) / c.pao2;
      return `OI = (mean airway pressure x FiO2 x 100) / PaO2 = (${c.map} x ${c.fio2.toFixed(2)} x 100) / ${c.pao2} = ${n(oi)}. ${oi >= 40 ? 'An OI of 40 or more is a common threshold for referral for ECMO.' : 'An OI above about 25 suggests severe hypoxemic respiratory failure and the need for escalation (e.g. inhaled nitric oxide); 40 or more is a common ECMO threshold.'}`;
    },
    keyPoint: 'OI = MAP x FiO2 x 100 / PaO2; in neonates an OI over 25 signals severe failure and 40 or more is a common ECMO criterion.',
  }),

  defineTemplate<{ pt: string; kg: number; mgkg: number }>({
    id: 'neonatal-epinephrine',
    topicId: 10,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-G',
    rteArea: 'interventions',
    source: 'aap-aha-neonatal-2025',
    written: '2026-11-22',
    cases: [
      { pt: 'A 3.2 kg term newborn', kg: 3.2, mgkg: 0.02 },
      { pt: 'A 2.5 kg late-preterm newborn', kg: 2.5, mgkg: 0.01, difficulty: 'hard' },
    ],
    stem: (c) =>
      `${c.pt} remains at a heart rate below 60/min despite effective ventilation and coordinated compressions. An umbilical venous catheter is in place and the team orders epinephrine ${n(c.mgkg, 2)} mg/kg IV using the 0.1 mg/mL (1:10,000) concentration. What volume should be given?`,
    answer: (c) => (c.kg * c.mgkg) / 0.1,
    unit: 'mL',
    rounding: { decimals: 2, trim: true },
    distractors: (c) => [c.kg * c.mgkg, (c.kg * 0.1) / 0.1, c.mgkg / 0.1, (c.kg * 0.03) / 0.1, (c.kg * c.mgkg) / 10],
    whyWrong: [
      'is the dose in mg (or the volume of a 1 mg/mL solution); it was not converted to a volume of the 0.1 mg/mL solution',
      'uses the endotracheal dose of 0.1 mg/kg instead of the ordered IV dose',
      'leaves out the weight, giving the volume per kilogram only',
      'uses the top of the IV range (0.03 mg/kg) instead of the ordered dose',
      'divides the dose by 10 instead of by the 0.1 mg/mL concentration',
    ],
    explain: (c) =>
      `Dose = ${n(c.mgkg, 2)} mg/kg x ${n(c.kg)} kg = ${n(c.kg * c.mgkg, 3)} mg. Volume = ${n(c.kg * c.mgkg, 3)} mg / 0.1 mg/mL = ${n((c.kg * c.mgkg) / 0.1, 2)} mL. The NRP IV range is 0.01-0.03 mg/kg (0.1-0.3 mL/kg of 0.1 mg/mL); the endotracheal range is higher, 0.05-0.1 mg/kg.`,
    keyPoint: 'Neonatal IV epinephrine: 0.01-0.03 mg/kg of the 0.1 mg/mL solution, i.e. 0.1-0.3 mL/kg.',
  }),
];

export const anatomyTemplates: BuiltTemplate[] = [
  defineTemplate<{ pt: string; temp: number; cap: number; rh: number }>({
    id: 'humidity-deficit',
    topicId: 13,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'A patient breathes room air', temp: 22, cap: 19.4, rh: 50 },
      { pt: 'A patient with a tracheostomy breathes gas from a heated system', temp: 30, cap: 30.4, rh: 90, difficulty: 'hard' },
    ],
    stem: (c) =>
      `${c.pt} at ${c.temp} \u00b0C with a relative humidity of ${c.rh}%. Saturated gas at ${c.temp} \u00b0C holds ${n(c.cap)} mg/L of water vapor, and gas at body temperature (37 \u00b0C) holds 44 mg/L. What is the humidity deficit?`,
    answer: (c) => 44 - (c.rh / 100) * c.cap,
    unit: 'mg/L',
    rounding: { decimals: 1 },
    distractors: (c) => [44 - c.cap, 47 - (c.rh / 100) * c.cap, 44 * (1 - c.rh / 100), 44 + (c.rh / 100) * c.cap, 44, (c.rh / 100) * c.cap],
    whyWrong: [
      'subtracts the capacity, not the actual water content (absolute humidity), from 44',
      'uses 47, the water vapor PRESSURE at 37 \u00b0C in mm Hg, instead of 44 mg/L content',
      'applies the relative humidity to the body capacity rather than to the inspired gas capacity',
      'adds the water already in the gas to 44 mg/L instead of subtracting it',
      'takes the whole 44 mg/L as the deficit, ignoring the water already in the inspired gas',
      'is the water content of the inspired gas (its absolute humidity), not the deficit',
    ],
    explain: (c) => {
      const ah = (c.rh / 100) * c.cap;
      return `Absolute humidity = RH x capacity = ${n(c.rh / 100, 2)} x ${n(c.cap)} = ${n(ah, 2)} mg/L. Humidity deficit = 44 - ${n(ah, 2)} = ${n(44 - ah, 2)} mg/L, water that the airway mucosa must supply for every liter inspired.`;
    },
    keyPoint: 'Humidity deficit = 44 mg/L (body humidity at 37 \u00b0C) - absolute humidity of the inspired gas; AH = RH x capacity.',
  }),

  defineTemplate<{ pt: string; temp: number; cap: number; ah: number }>({
    id: 'relative-humidity',
    topicId: 13,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
    cases: [
      { pt: 'Air in a patient\u2019s room', temp: 25, cap: 23.0, ah: 12 },
      { pt: 'Gas leaving an unheated bubble humidifier', temp: 22, cap: 19.4, ah: 14 },
    ],
    stem: (c) =>
      `${c.pt} is at ${c.temp} \u00b0C and contains ${n(c.ah)} mg/L of water vapor. Saturated gas at ${c.temp} \u00b0C would hold ${n(c.cap)} mg/L. What is the relative humidity?`,
    answer: (c) => (c.ah / c.cap) * 100,
    unit: '%',
    format: (v) => `${v}%`,
    rounding: { decimals: 0 },
    distractors: (c) => [(c.cap / c.ah) * 100, (c.ah / 44) * 100, 100 - (c.ah / c.cap) * 100, (c.ah / (c.cap - c.ah)) * 100],
    whyWrong: [
      'inverts content and capacity (relative humidity cannot exceed 100%)',
      'is the percent body humidity (content divided by 44 mg/L), a different index',
      'is the unsaturated fraction, 100% minus the relative humidity',
      'divides the content by the remaining capacity (capacity minus content) instead of by the capacity',
    ],
    explain: (c) => `RH = content / capacity x 100 = ${n(c.ah)} / ${n(c.cap)} x 100 = ${n((c.ah / c.cap) * 100)}%.`,
    keyPoint: 'Relative humidity = absolute humidity / capacity at that temperature x 100; percent body humidity uses 44 mg/L instead.',
  }),

  defineTemplate<{ pt: string; vt: number; rate: number; vd: number }>({
    id: 'physiology-alveolar-ventilation',
    topicId: 13,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'west-physiology-2021',
    written: '2026-11-22',
    cases: [
      { pt: 'An anxious 154-lb adult breathing shallowly', vt: 300, rate: 30, vd: 150 },
      { pt: 'A 176-lb adult breathing slowly and deeply', vt: 750, rate: 10, vd: 175, difficulty: 'easy' },
    ],
    stem: (c) =>
      `${c.pt} has a VT of ${c.vt} mL at ${c.rate} breaths/min. Anatomic dead space is estimated at ${c.vd} mL. What is the alveolar minute ventilation?`,
    answer: (c) => ((c.vt - c.vd) * c.rate) / 1000,
    unit: 'L/min',
    rounding: { decimals: 2 },
    distractors: (c) => [
      (c.vt * c.rate) / 1000,
      (c.vt * c.rate - c.vd) / 1000,
      ((c.vt - c.vd / 2.2) * c.rate) / 1000,
      ((c.vt - c.vd) * c.rate) / 1000 / 60,
    ],
    whyWrong: [
      'is the total minute ventilation; dead space was not subtracted',
      'subtracts dead space once per minute instead of once per breath',
      'subtracts only about 1 mL/kg of dead space instead of the stated value',
      'divides by 60 as well, which gives liters per second rather than per minute',
    ],
    explain: (c) =>
      `VA = (VT - VD) x f = (${c.vt} - ${c.vd}) x ${c.rate} = ${c.vt - c.vd} x ${c.rate} = ${(c.vt - c.vd) * c.rate} mL/min = ${n(((c.vt - c.vd) * c.rate) / 1000, 2)} L/min. Total minute ventilation is ${n((c.vt * c.rate) / 1000, 2)} L/min, so dead space takes ${Math.round((c.vd / c.vt) * 100)}% of each breath.`,
    keyPoint:
      'VA = (VT - VD) x f; at the same minute ventilation, rapid shallow breathing gives less alveolar ventilation because dead space is taken from every breath.',
  }),

  defineTemplate<{ pt: string; r1: number; r2: number }>({
    id: 'poiseuille-radius',
    topicId: 13,
    difficulty: 'hard',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'west-physiology-2021',
    written: '2026-11-22',
    cases: [
      { pt: 'In an infant, 1 mm of circumferential mucosal edema narrows an airway', r1: 2, r2: 1 },
      { pt: 'During bronchospasm, smooth muscle contraction narrows an airway', r1: 4, r2: 3 },
    ],
    stem: (c) =>
      `${c.pt} from a radius of ${c.r1} mm to ${c.r2} mm. Assuming laminar flow (Poiseuille's law) and no other change, by what factor does the airway's resistance change?`,
    answer: (c) => (c.r1 / c.r2) ** 4,
    unit: 'times',
    rounding: { decimals: 1 },
    format: (v) => `${v} times the original`,
    distractors: (c) => [c.r1 / c.r2, (c.r1 / c.r2) ** 2, (c.r2 / c.r1) ** 4, (c.r1 / c.r2) ** 5],
    whyWrong: [
      'treats resistance as inversely proportional to the radius itself',
      'uses the square of the radius (cross-sectional area) instead of the fourth power',
      'inverts the ratio; narrowing increases resistance',
      'uses the fifth power, which applies to turbulent flow; the question states laminar flow',
    ],
    explain: (c) =>
      `By Poiseuille's law, resistance is inversely proportional to the radius to the fourth power: R2/R1 = (r1/r2)^4 = (${c.r1}/${c.r2})^4 = ${n(c.r1 / c.r2, 3)}^4 = ${n((c.r1 / c.r2) ** 4, 2)}. Resistance rises about ${n((c.r1 / c.r2) ** 4)}-fold.`,
    keyPoint:
      'Airway resistance varies with 1/r^4: halving the radius raises resistance 16-fold, which is why small airway edema is dangerous in infants.',
  }),
];

import type { SeedCseProblem } from '../types';

export const problems: SeedCseProblem[] = [
  {
    key: 'cse-cn-001',
    source: 'ers-ats-niv-2017',
    written: '2026-11-29',
    title: 'Acute cardiogenic pulmonary edema in the emergency department',
    category: 'adult-cardiovascular',
    scenario:
      'A 68-year-old man with ischemic cardiomyopathy (ejection fraction 30%) and hypertension is brought to the emergency department at 03:00 after waking up unable to breathe. He is sitting bolt upright, sweating, and speaks two or three words at a time. Paramedics placed a nonrebreathing mask at 15 L/min. He has no known lung disease; his wife says he ran out of furosemide four days ago and ate a salty meal last night.',
    sections: [
      {
        id: 's1',
        kind: 'ig',
        prompt:
          'You are called to the bedside as the emergency physician examines the patient. SELECT AS MANY as indicated in this section to evaluate him.',
        next: 's2',
        options: [
          {
            id: 'a',
            text: 'Heart rate, blood pressure and respiratory rate',
            weight: 2,
            result: 'Heart rate 118/min, regular; blood pressure 188/104 mm Hg; respiratory rate 34/min with use of the neck muscles.',
            rationale:
              'Vital signs set the severity of distress and show the high blood pressure that makes nitrates and positive airway pressure useful.',
          },
          {
            id: 'b',
            text: 'Auscultate the chest',
            weight: 2,
            result: 'Coarse inspiratory crackles from the bases to the mid-lung fields on both sides; a few expiratory wheezes.',
            rationale:
              'Bilateral crackles in a patient with a weak heart point to fluid in the alveoli, and the wheezes are the cardiac wheezing that bronchodilators do not fix.',
          },
          {
            id: 'c',
            text: 'Arterial blood gas on the nonrebreathing mask',
            weight: 3,
            result: 'Drawn on the nonrebreathing mask at 15 L/min: acute respiratory acidosis with severe hypoxemia (see the table).',
            resultExhibit: {
              kind: 'table',
              variant: 'abg',
              title: 'Arterial blood gas on a nonrebreathing mask at 15 L/min',
              alt: 'One arterial blood gas: pH 7.27, PaCO2 52 mm Hg, PaO2 54 mm Hg, HCO3- 23 mEq/L, SaO2 86%.',
              columns: ['Test', 'Result'],
              rows: [
                ['pH', '7.27'],
                ['PaCO2 (mm Hg)', '52'],
                ['PaO2 (mm Hg)', '54'],
                ['HCO3- (mEq/L)', '23'],
                ['SaO2 (%)', '86'],
              ],
            },
            rationale:
              'The blood gas shows hypoxemia despite a high FIO2 and an acute rise in PaCO2: the two findings that make positive airway pressure urgent.',
          },
          {
            id: 'd',
            text: 'Level of consciousness, cough and ability to clear secretions',
            weight: 2,
            result: 'Awake and anxious, follows commands; strong cough; small amount of frothy pink sputum; no vomiting.',
            rationale:
              'Noninvasive ventilation needs a patient who is awake enough to protect the airway, so this finding decides whether a mask is safe.',
          },
          {
            id: 'e',
            text: 'Portable chest radiograph',
            weight: 2,
            result: 'Enlarged heart, hazy opacities fanning out from both hila, Kerley B lines and small pleural effusions on both sides.',
            rationale: 'The film confirms pulmonary edema and excludes a pneumothorax before positive pressure is applied.',
          },
          {
            id: 'f',
            text: '12-lead ECG',
            weight: 2,
            result: 'Sinus tachycardia at 116/min with left ventricular hypertrophy; no new ST-segment elevation.',
            rationale:
              'An acute coronary event is a common trigger of pulmonary edema and changes the treatment, so an ECG is needed early.',
          },
          {
            id: 'g',
            text: 'B-type natriuretic peptide and troponin',
            weight: 1,
            result: 'BNP 1,840 pg/mL; high-sensitivity troponin slightly above the reference limit.',
            rationale:
              'A high BNP supports heart failure as the cause of dyspnea; the results arrive later and do not change the first minutes of care.',
          },
          {
            id: 'h',
            text: 'Bedside spirometry',
            weight: -2,
            result: 'The patient cannot take a deep breath and gives up after one attempt.',
            rationale: 'A forced maneuver in a patient this short of breath is distressing, gives no usable value and delays treatment.',
          },
          {
            id: 'i',
            text: 'Maximal inspiratory pressure',
            weight: -2,
            result: 'MIP −42 cm H2O on a poor effort.',
            rationale: 'Respiratory muscle strength is not the problem here; the test adds effort and discomfort without guiding care.',
          },
          {
            id: 'j',
            text: 'Sputum Gram stain and culture',
            weight: -1,
            result: 'Thin pink frothy sample; few white cells; culture pending.',
            rationale: 'Nothing suggests pneumonia; the frothy sputum is edema fluid and a culture does not guide the emergency care.',
          },
          {
            id: 'k',
            text: 'CT pulmonary angiogram',
            weight: -2,
            result: 'Not available at this time.',
            rationale:
              'Moving an unstable, hypoxemic patient to the scanner for a contrast study is not justified when the picture is clearly heart failure.',
          },
          {
            id: 'l',
            text: 'Ventilation-perfusion lung scan',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'A V/Q scan is slow, is unreadable with edema on the film, and takes the patient away from treatment.',
          },
        ],
      },
      {
        id: 's2',
        kind: 'dm',
        prompt:
          'The physician orders intravenous nitroglycerin and furosemide and asks what respiratory support you recommend now. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Noninvasive ventilation by oronasal mask: IPAP 12, EPAP 8 cm H2O, FIO2 1.0',
            weight: 3,
            next: 's3',
            result: 'Thirty minutes later the respiratory rate is 26/min, SpO2 is 95% and the patient speaks in short sentences.',
            rationale:
              'Positive airway pressure is the first choice for cardiogenic pulmonary edema with respiratory distress: it recruits flooded alveoli, lowers the work of breathing and reduces left ventricular afterload, and it lowers the need for intubation.',
          },
          {
            id: 'b',
            text: 'Intubate now and start volume control ventilation with a PEEP of 10 cm H2O',
            weight: -1,
            next: 's2',
            result: 'The physician disagrees. Make another selection.',
            rationale:
              'The patient is awake, protects his airway and has no contraindication to a mask, so intubation and its risks are not yet needed.',
          },
          {
            id: 'c',
            text: 'Keep the nonrebreathing mask and give albuterol 2.5 mg by small-volume nebulizer every 20 minutes',
            weight: -2,
            next: 's4',
            result: 'Twenty minutes later the heart rate is 132/min and the patient is tiring.',
            rationale: 'The wheezing is from edema, not bronchospasm; albuterol adds tachycardia and does nothing for the flooded alveoli.',
          },
          {
            id: 'd',
            text: 'Change to a nasal cannula at 4 L/min to avoid worsening the hypercapnia',
            weight: -3,
            next: 's4',
            result: 'SpO2 falls to 79% within minutes and the patient becomes more agitated.',
            rationale: 'The rise in PaCO2 comes from fatigue, not from oxygen; cutting the FIO2 in severe hypoxemia is dangerous.',
          },
          {
            id: 'e',
            text: 'Heated high-flow nasal cannula at 40 L/min, FIO2 1.0',
            weight: -1,
            next: 's4',
            result: 'SpO2 rises to 88%, but twenty minutes later the respiratory rate is 38/min and he looks exhausted.',
            rationale:
              'High-flow oxygen gives little positive pressure; with hypercapnia and pulmonary edema, noninvasive ventilation is the better-supported choice.',
          },
        ],
      },
      {
        id: 's3',
        kind: 'ig',
        prompt:
          'The patient has been on noninvasive ventilation for one hour, and 900 mL of urine has been collected. SELECT AS MANY as indicated in this section to judge his response.',
        next: 's5',
        options: [
          {
            id: 'a',
            text: 'Arterial blood gas',
            weight: 3,
            result: 'pH 7.37, PaCO2 41 mm Hg, PaO2 96 mm Hg, HCO3 23 mEq/L on FIO2 0.60.',
            rationale:
              'The gas shows the acidosis has cleared and the oxygenation is adequate, which is the test of whether the mask is working.',
          },
          {
            id: 'b',
            text: 'Exhaled tidal volume and leak on the ventilator',
            weight: 2,
            result: 'Exhaled tidal volume 520–560 mL; leak 18 L/min.',
            rationale: 'Adequate tidal volumes with a modest leak show that the mask fits and the settings deliver support.',
          },
          {
            id: 'c',
            text: 'Respiratory rate, accessory muscle use and patient–ventilator synchrony',
            weight: 2,
            result: 'Respiratory rate 22/min; neck muscles at rest; every effort triggers a breath.',
            rationale:
              'A falling rate and quiet accessory muscles are the earliest bedside signs that noninvasive ventilation is succeeding.',
          },
          {
            id: 'd',
            text: 'Heart rate and blood pressure',
            weight: 2,
            result: 'Heart rate 98/min; blood pressure 146/86 mm Hg.',
            rationale: 'Positive pressure and nitrates both lower preload; blood pressure must be watched for hypotension.',
          },
          {
            id: 'e',
            text: 'Skin over the bridge of the nose',
            weight: 1,
            result: 'Mild redness; no skin breakdown.',
            rationale: 'Pressure injury from the mask is a common complication and is easy to prevent if found early.',
          },
          {
            id: 'f',
            text: 'Abdomen for gastric distension',
            weight: 1,
            result: 'Abdomen soft, not distended.',
            rationale: 'Air swallowing is a known problem with mask ventilation and raises the risk of vomiting.',
          },
          {
            id: 'g',
            text: 'Fiberoptic bronchoscopy',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'Nothing points to an airway lesion or retained secretions; the procedure would interrupt support for no gain.',
          },
          {
            id: 'h',
            text: 'Sputum induction with 3% saline',
            weight: -2,
            result: 'The patient coughs and SpO2 drops to 89% during the treatment.',
            rationale:
              'Taking the mask off for an induction nebulizer interrupts support and can trigger bronchospasm; it answers no question here.',
          },
          {
            id: 'i',
            text: 'CT scan of the chest',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'The diagnosis is already clear; transport on the mask carries risk and changes nothing.',
          },
          {
            id: 'j',
            text: 'Diffusing capacity (DLCO)',
            weight: -1,
            result: 'Not available at this time.',
            rationale: 'A pulmonary function test has no role during an acute episode on noninvasive ventilation.',
          },
        ],
      },
      {
        id: 's4',
        kind: 'dm',
        prompt:
          'The patient is more tired: respiratory rate 38/min, SpO2 82%, heart rate 130/min. He is still awake and follows commands. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Start noninvasive ventilation by oronasal mask: IPAP 12, EPAP 8 cm H2O, FIO2 1.0',
            weight: 2,
            next: 's3',
            result: 'Forty minutes later the respiratory rate is 26/min and SpO2 is 94%.',
            rationale:
              'He still meets the conditions for a mask (awake, cooperative, protecting his airway), and positive pressure is what he needed from the start.',
          },
          {
            id: 'b',
            text: 'Add a nasal cannula at 6 L/min under the nonrebreathing mask',
            weight: -2,
            next: 's4',
            result: 'The physician disagrees. Make another selection.',
            rationale: 'More oxygen alone cannot open flooded alveoli or relieve the fatigue; it only delays positive pressure.',
          },
          {
            id: 'c',
            text: 'Give morphine 4 mg intravenously to ease his air hunger',
            weight: -2,
            next: 's4',
            result: 'The physician disagrees. Make another selection.',
            rationale:
              'Morphine in acute pulmonary edema is linked to more intubations and deaths and would blunt the drive of a patient already tiring.',
          },
          {
            id: 'd',
            text: 'Intubate, start volume control ventilation at 6 mL/kg with a PEEP of 8 cm H2O and transfer him to the intensive care unit',
            weight: -1,
            next: null,
            result: 'He is intubated and transferred; the ICU team notes that a trial of noninvasive ventilation was never offered.',
            rationale: 'Intubation is the answer when a mask fails or is unsafe, not before a trial in a cooperative patient.',
          },
        ],
      },
      {
        id: 's5',
        kind: 'dm',
        prompt:
          'Four hours later the patient is comfortable on noninvasive ventilation (IPAP 10, EPAP 6 cm H2O, FIO2 0.35): respiratory rate 18/min, SpO2 97%, blood pressure 134/80 mm Hg; the crackles are limited to the bases. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Continue the same settings until tomorrow morning',
            weight: -1,
            next: null,
            result: 'He stays on the mask overnight; the nasal bridge is sore by morning and he has not eaten.',
            rationale: 'Keeping a patient on a mask who no longer needs it adds discomfort, skin injury and missed meals.',
          },
          {
            id: 'b',
            text: 'Trial off the mask on a nasal cannula at 3 L/min, titrated to SpO2 92–96%, and reassess in 30 minutes',
            weight: 3,
            next: null,
            result: 'Thirty minutes later he is comfortable: respiratory rate 20/min, SpO2 95% on 3 L/min.',
            rationale: 'With the cause treated and the gas normal on low support, a monitored trial off the mask is the right next step.',
          },
          {
            id: 'c',
            text: 'Increase EPAP to 12 cm H2O and IPAP to 16 cm H2O to clear the crackles that remain at the bases',
            weight: -2,
            next: null,
            result: 'The blood pressure falls to 102/64 mm Hg, the leak doubles and he pulls at the mask.',
            rationale: 'More pressure is not needed with SpO2 97% on FIO2 0.35, and it lowers venous return and raises the leak.',
          },
          {
            id: 'd',
            text: 'Stop the mask and all oxygen, give his usual furosemide dose by mouth and arrange discharge home with a clinic visit tomorrow',
            weight: -3,
            next: null,
            result: 'Off oxygen his SpO2 is 87% and he is short of breath again.',
            rationale:
              'Removing all support and sending home a patient hours after severe pulmonary edema is unsafe; he needs monitored care first.',
          },
        ],
      },
    ],
  },
];

/**
 * Clinical simulation problems (issue #32): adult medical and surgical patients, with one trauma and one
 * neurological problem. Every number a result shows agrees with the scenario and with the results before it.
 */
import type { SeedCseProblem } from '../types';

const WRITTEN = '2026-11-29';

const ardsVentilator: SeedCseProblem = {
  key: 'cse-ms-001',
  title: 'ARDS after pancreatitis: making the ventilator lung-protective',
  category: 'adult-medical-surgical',
  source: 'ats-ards-2024',
  written: WRITTEN,
  scenario:
    'A 54-year-old man, 178 cm tall and weighing 104 kg, is in the ICU on his second day with severe acute pancreatitis. Six hours ago he was intubated for worsening hypoxemia and placed on volume-controlled assist-control ventilation: tidal volume 650 mL, rate 14/min, PEEP 5 cm H2O, FiO2 0.80. He is sedated with propofol and fentanyl. The nurse calls you because his SpO2 has been 87–89% for the past hour and the peak inspiratory pressure is 42 cm H2O.',
  sections: [
    {
      id: 's1',
      kind: 'ig',
      prompt: 'You arrive at the bedside to evaluate the patient. SELECT AS MANY as indicated in this section.',
      next: 's2',
      options: [
        {
          id: 'a',
          text: 'Measure the plateau pressure with an inspiratory pause',
          weight: 3,
          result: 'Plateau pressure 36 cm H2O; peak inspiratory pressure 42 cm H2O; set PEEP 5 cm H2O.',
          rationale:
            'The plateau pressure is the best bedside estimate of alveolar distending pressure; above 30 cm H2O the settings are injuring the lung and must change.',
        },
        {
          id: 'b',
          text: 'Obtain an arterial blood gas',
          weight: 3,
          result: 'Arterial blood gas on FiO2 0.80 (see the table).',
          resultExhibit: {
            kind: 'table',
            variant: 'abg',
            title: 'Arterial blood gas on FiO2 0.80',
            alt: 'A blood gas table: pH 7.32, PaCO2 44 mm Hg, HCO3 22 mEq/L, PaO2 58 mm Hg, SaO2 88 percent.',
            columns: ['Measure', 'Value'],
            rows: [
              ['pH', '7.32'],
              ['PaCO2 (mm Hg)', '44'],
              ['HCO3- (mEq/L)', '22'],
              ['PaO2 (mm Hg)', '58'],
              ['SaO2 (%)', '88'],
            ],
          },
          rationale:
            'The blood gas gives the PaO2/FiO2 ratio (58 / 0.80 = 73), which grades the ARDS as severe, and the PaCO2 and pH that a lower tidal volume will change.',
        },
        {
          id: 'c',
          text: 'Calculate the predicted body weight from his height',
          weight: 2,
          result: 'Predicted body weight 73 kg (male, 178 cm). The set tidal volume of 650 mL is 8.9 mL/kg.',
          rationale:
            'Tidal volume is set by predicted body weight, not actual weight; this shows that 650 mL is far above the 4–8 mL/kg range used in ARDS.',
        },
        {
          id: 'd',
          text: 'Review the most recent chest radiograph',
          weight: 2,
          result:
            'Bilateral diffuse alveolar infiltrates; endotracheal tube tip 4 cm above the carina; no pneumothorax; heart size normal.',
          rationale:
            'Bilateral opacities are part of the ARDS definition, and the film confirms the tube position and excludes a pneumothorax as the cause of high pressures.',
        },
        {
          id: 'e',
          text: 'Auscultate the chest',
          weight: 1,
          result: 'Coarse crackles in both lungs, air entry equal on both sides.',
          rationale: 'Equal breath sounds make a mainstem intubation or pneumothorax unlikely.',
        },
        {
          id: 'f',
          text: 'Review the bedside echocardiogram done this morning',
          weight: 1,
          result: 'Left ventricular ejection fraction 60%; no signs of raised left atrial pressure.',
          rationale: 'A normal left heart supports a non-cardiac cause for the bilateral infiltrates.',
        },
        {
          id: 'g',
          text: 'Measure the maximal inspiratory pressure',
          weight: -1,
          result: 'Maximal inspiratory pressure −18 cm H2O with poor effort under sedation.',
          rationale: 'Muscle strength matters when weaning is near, not in a deeply sedated patient with severe hypoxemia.',
        },
        {
          id: 'h',
          text: 'Send three sputum samples for acid-fast bacilli',
          weight: -1,
          result: 'Samples sent; results will take days.',
          rationale: 'Nothing in his history suggests tuberculosis; the test adds cost and changes nothing now.',
        },
        {
          id: 'i',
          text: 'Request a ventilation-perfusion lung scan',
          weight: -2,
          result: 'The scan would take him off the ICU ventilator to nuclear medicine for about an hour.',
          rationale:
            'Moving an unstable, severely hypoxemic patient for a test that does not explain bilateral infiltrates delays care and adds risk.',
        },
        {
          id: 'j',
          text: 'Perform a spontaneous breathing trial on CPAP 5 cm H2O',
          weight: -3,
          result: 'Within 2 minutes his SpO2 falls to 78% and his rate climbs to 42/min; the trial is stopped.',
          rationale:
            'A breathing trial is for a patient who meets readiness criteria; on FiO2 0.80 with severe hypoxemia it only causes harm.',
        },
      ],
    },
    {
      id: 's2',
      kind: 'dm',
      prompt: 'The findings fit severe ARDS. The physician asks for your recommendation on the ventilator settings. CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Lower the tidal volume to 440 mL, raise the rate to 22/min and set PEEP 14 cm H2O',
          weight: 3,
          next: 's3',
          result:
            'The changes are made: volume control, tidal volume 440 mL, rate 22/min, PEEP 14 cm H2O, FiO2 0.80. Twenty minutes later the SpO2 is 90%.',
          rationale:
            'This is 6 mL/kg of predicted body weight, a higher rate to hold minute ventilation, and the PEEP the ARDS Network table pairs with FiO2 0.80.',
        },
        {
          id: 'b',
          text: 'Keep the tidal volume at 650 mL, raise the PEEP to 14 cm H2O and raise the FiO2 to 1.0',
          weight: -2,
          next: 's5',
          result: 'The changes are made. The SpO2 rises to 91%, but the peak pressure alarm sounds with each breath.',
          rationale:
            'PEEP and oxygen help oxygenation, but adding PEEP to an 8.9 mL/kg breath pushes the plateau pressure even higher and injures the lung.',
        },
        {
          id: 'c',
          text: 'Switch to pressure control set at 35 cm H2O above a PEEP of 10 cm H2O',
          weight: -3,
          next: 's5',
          result: 'The exhaled tidal volume rises to 760 mL and the blood pressure falls to 90/52 mm Hg.',
          rationale:
            'An inspiratory pressure of 35 above PEEP gives a plateau of 45 cm H2O and a larger breath than before: the opposite of lung protection.',
        },
        {
          id: 'd',
          text: 'Start a sedation break and a spontaneous breathing trial this morning',
          weight: -2,
          next: 's2',
          result: 'The physician disagrees. Make another selection.',
          rationale: 'He does not meet any readiness criterion for a breathing trial; the settings must be made safe first.',
        },
        {
          id: 'e',
          text: 'Raise FiO2 to 1.0 and keep the other settings',
          weight: -1,
          next: 's2',
          result: 'The physician disagrees. Make another selection.',
          rationale:
            'More oxygen treats the number but leaves an injurious plateau pressure and adds oxygen toxicity; it does not fix the problem.',
        },
      ],
    },
    {
      id: 's3',
      kind: 'ig',
      next: 's4',
      prompt:
        'Thirty minutes after the change the settings are volume control, tidal volume 440 mL, rate 22/min, PEEP 14 cm H2O, FiO2 0.80. SELECT AS MANY as indicated in this section.',
      exhibit: {
        kind: 'ventilator',
        title: 'Ventilator graphics, volume control with an inspiratory pause',
        alt: 'Two breaths. Pressure rises to about 35 cm H2O, falls during a short pause to a flat level near 30 cm H2O, and returns to 14 cm H2O in expiration. Inspiratory flow is constant and stops during the pause; expiratory flow returns to zero before the next breath.',
        mode: 'VC',
        tidalVolume: 440,
        compliance: 27,
        resistance: 12,
        peep: 14,
        rate: 22,
        ti: 0.8,
        pause: 0.4,
        flowPattern: 'square',
        breaths: 2,
        show: ['pressure', 'flow'],
      },
      options: [
        {
          id: 'a',
          text: 'Measure the plateau pressure',
          weight: 3,
          result: 'Plateau pressure 30 cm H2O; driving pressure 16 cm H2O.',
          rationale:
            'The plateau pressure confirms the new settings keep the lung at or under 30 cm H2O; the driving pressure (plateau minus PEEP) also tracks risk.',
        },
        {
          id: 'b',
          text: 'Obtain an arterial blood gas',
          weight: 3,
          result: 'pH 7.27, PaCO2 52 mm Hg, PaO2 64 mm Hg, HCO3 23 mEq/L, SaO2 90%.',
          rationale:
            'The gas shows the PaO2/FiO2 ratio is still 80, so the ARDS remains severe, and that the permissive rise in PaCO2 leaves an acceptable pH.',
        },
        {
          id: 'c',
          text: 'Check for auto-PEEP with an expiratory hold',
          weight: 1,
          result: 'Total PEEP 15 cm H2O with a set PEEP of 14 cm H2O.',
          rationale: 'A faster rate can trap gas; a small difference like this one means the rate can stay.',
        },
        {
          id: 'd',
          text: 'Review the blood pressure and heart rate',
          weight: 2,
          result: 'Blood pressure 106/64 mm Hg, heart rate 112/min, sinus tachycardia.',
          rationale: 'Higher PEEP can lower venous return; his pressure tolerates the change and any next step.',
        },
        {
          id: 'e',
          text: 'Review the sedation score',
          weight: 1,
          result: 'Richmond Agitation-Sedation Scale −4; he is breathing in time with the ventilator.',
          rationale: 'Deep sedation and synchrony matter before prone positioning or any paralytic is considered.',
        },
        {
          id: 'f',
          text: 'Send a sputum Gram stain',
          weight: 0,
          result: 'Few neutrophils; no organisms seen.',
          rationale: 'A reasonable test in a ventilated patient, but it does not guide the decision that comes next.',
        },
        {
          id: 'g',
          text: 'Request a CT scan of the chest',
          weight: -2,
          result: 'The scan would need a transport off the ICU ventilator for about an hour.',
          rationale: 'CT adds little to the diagnosis here and the transport is risky on FiO2 0.80 and PEEP 14.',
        },
        {
          id: 'h',
          text: 'Insert a pulmonary artery catheter',
          weight: -2,
          result: 'Pulmonary artery wedge pressure 11 mm Hg; cardiac index 3.4 L/min/m2.',
          rationale:
            'Routine pulmonary artery catheters did not improve outcomes in ARDS and add risk; the echocardiogram already answered the question.',
        },
        {
          id: 'i',
          text: 'Measure the vital capacity',
          weight: -1,
          result: 'He cannot follow the instruction under sedation; no value is obtained.',
          rationale: 'Vital capacity is a weaning measure and needs a cooperative patient.',
        },
      ],
    },
    {
      id: 's4',
      kind: 'dm',
      prompt:
        'The PaO2/FiO2 ratio is 80 on FiO2 0.80 and PEEP 14 cm H2O, with a plateau pressure of 30 cm H2O. What do you recommend next? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Turn him prone for at least 16 hours a day',
          weight: 3,
          next: null,
          result:
            'Four hours after turning prone the SpO2 is 95% and the FiO2 is weaned to 0.60; PaO2 is 96 mm Hg. The plateau pressure is 29 cm H2O.',
          rationale:
            'Prone positioning for long sessions lowers mortality in ARDS with a PaO2/FiO2 under 150 and is recommended once lung-protective settings are in place.',
        },
        {
          id: 'b',
          text: 'Increase the tidal volume to 8 mL/kg to bring the PaCO2 down',
          weight: -3,
          next: null,
          result: 'The tidal volume is raised to 580 mL. The plateau pressure climbs to 35 cm H2O; the SpO2 stays at 90%.',
          rationale: 'A pH of 7.27 is acceptable with permissive hypercapnia; trading it for an injurious plateau pressure is harmful.',
        },
        {
          id: 'c',
          text: 'Start a neuromuscular blocker infusion and keep him supine',
          weight: 1,
          next: null,
          result: 'The infusion is started. Two hours later the SpO2 is 92% on FiO2 0.80.',
          rationale:
            'A paralytic may help in early severe ARDS, but it is not a substitute for prone positioning, which has the stronger evidence.',
        },
        {
          id: 'd',
          text: 'Change to high-frequency oscillatory ventilation with a mean airway pressure of 30 cm H2O',
          weight: -2,
          next: null,
          result: 'After the change the blood pressure falls to 84/50 mm Hg and the norepinephrine dose is doubled; the SpO2 is 91%.',
          rationale: 'Routine high-frequency oscillation did not improve survival in adults with ARDS and can harm circulation.',
        },
        {
          id: 'e',
          text: 'Begin inhaled nitric oxide at 20 ppm',
          weight: -1,
          next: 's4',
          result: 'The physician disagrees. Make another selection.',
          rationale: 'Inhaled nitric oxide improves oxygenation briefly but not survival; it is a rescue, not the next step.',
        },
      ],
    },
    {
      id: 's5',
      kind: 'dm',
      prompt:
        'Twenty minutes later the plateau pressure is 45 cm H2O, the SpO2 is 89% and the blood pressure is 94/56 mm Hg. Breath sounds are equal on both sides. What do you recommend now? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Volume control at 440 mL, rate 22/min, PEEP 14 cm H2O, FiO2 0.80',
          weight: 2,
          next: 's3',
          result: 'The changes are made. Twenty minutes later the SpO2 is 90% and the blood pressure is 104/62 mm Hg.',
          rationale: 'Late but right: 6 mL/kg of predicted body weight and the table PEEP bring the plateau pressure down.',
        },
        {
          id: 'b',
          text: 'Place bilateral chest tubes to relieve the high pressures',
          weight: -3,
          next: null,
          result:
            'The chest tubes drain no air. One hour later the plateau pressure is still 45 cm H2O and a new right-sided air leak appears.',
          rationale:
            'Equal breath sounds and a clear film give no reason for chest tubes; the high pressure comes from the settings, not a pneumothorax.',
        },
        {
          id: 'c',
          text: 'Add a neuromuscular blocker and keep the current settings',
          weight: -1,
          next: 's5',
          result: 'The physician disagrees. Make another selection.',
          rationale: 'Paralysis does not lower a plateau pressure caused by an oversized breath.',
        },
        {
          id: 'd',
          text: 'Give a 1 L crystalloid bolus for the low blood pressure and recheck in an hour',
          weight: -2,
          next: null,
          result:
            'After the bolus the blood pressure is 100/58 mm Hg, the crackles are louder and the SpO2 is 86%. The plateau pressure remains 45 cm H2O.',
          rationale:
            'The low pressure comes from high intrathoracic pressure; fluid alone worsens lung water and leaves the injurious settings in place.',
        },
      ],
    },
  ],
};

export const problems: SeedCseProblem[] = [ardsVentilator];

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

const pneumoniaSepsis: SeedCseProblem = {
  key: 'cse-ms-002',
  title: 'Pneumonia with septic shock: oxygen, high-flow and the timing of intubation',
  category: 'adult-medical-surgical',
  source: 'ssc-sepsis-2021',
  written: WRITTEN,
  scenario:
    'A 67-year-old woman with type 2 diabetes is brought to the emergency department by her son after three days of fever and a cough that brings up rust-colored sputum. Today she has become confused. She is 163 cm tall and weighs 78 kg and has no known lung disease. On room air her temperature is 39.2 °C, heart rate 118/min, respiratory rate 32/min, blood pressure 88/50 mm Hg and SpO2 86%.',
  sections: [
    {
      id: 's1',
      kind: 'ig',
      prompt: 'The physician asks you to help with the first evaluation. SELECT AS MANY as indicated in this section.',
      next: 's2',
      options: [
        {
          id: 'a',
          text: 'Obtain an arterial blood gas on room air',
          weight: 3,
          result: 'pH 7.32, PaCO2 30 mm Hg, PaO2 52 mm Hg, HCO3 15 mEq/L, SaO2 85%.',
          rationale:
            'The gas shows severe hypoxemia and a metabolic acidosis with the expected respiratory compensation, which points to poor tissue perfusion.',
        },
        {
          id: 'b',
          text: 'Measure the serum lactate',
          weight: 3,
          result: 'Lactate 4.2 mmol/L.',
          rationale: 'A lactate of 4 mmol/L or more with hypotension marks septic shock and sets how much fluid she gets.',
        },
        {
          id: 'c',
          text: 'Draw two sets of blood cultures',
          weight: 2,
          result: 'Two sets drawn from separate sites before the first antibiotic dose; results pending.',
          rationale: 'Cultures taken before antibiotics identify the organism in severe pneumonia without delaying treatment.',
        },
        {
          id: 'd',
          text: 'Obtain a portable chest radiograph',
          weight: 3,
          result: 'Dense consolidation of the right lower lobe with air bronchograms and a small right pleural effusion.',
          rationale: 'The film confirms pneumonia as the source and shows how much lung is involved.',
        },
        {
          id: 'e',
          text: 'Obtain a complete blood count',
          weight: 1,
          result: 'White blood cells 19,800/mm3 with 14% bands; hemoglobin 12.1 g/dL; platelets 168,000/mm3.',
          rationale: 'A high white count with bands supports a bacterial infection.',
        },
        {
          id: 'f',
          text: 'Send sputum for Gram stain and culture',
          weight: 1,
          result: 'Many neutrophils and gram-positive diplococci.',
          rationale: 'In severe pneumonia a good sputum sample can narrow the antibiotics later.',
        },
        {
          id: 'g',
          text: 'Measure procalcitonin to decide whether antibiotics are needed',
          weight: -1,
          result: 'Procalcitonin 2.8 ng/mL.',
          rationale: 'Antibiotics for pneumonia with shock start at once; a procalcitonin value should not decide whether to give them.',
        },
        {
          id: 'h',
          text: 'Perform bedside spirometry',
          weight: -2,
          result: 'She is too breathless and confused to perform the maneuver.',
          rationale: 'Spirometry has no role in acute pneumonia and tires a patient in respiratory distress.',
        },
        {
          id: 'i',
          text: 'Request a CT pulmonary angiogram',
          weight: -2,
          result: 'No pulmonary embolism; consolidation of the right lower lobe. Creatinine the next day rises from 1.9 to 2.4 mg/dL.',
          rationale:
            'The radiograph already explains her illness; a contrast study and a trip to CT delay treatment of shock and load her kidneys.',
        },
        {
          id: 'j',
          text: 'Send three sputum samples for acid-fast bacilli',
          weight: -1,
          result: 'Samples sent; results will take days.',
          rationale: 'An acute lobar pneumonia over three days does not suggest tuberculosis.',
        },
        {
          id: 'k',
          text: 'Measure the peak expiratory flow',
          weight: -1,
          result: 'Peak flow 180 L/min with poor effort.',
          rationale: 'Peak flow tracks airway obstruction, which she does not have.',
        },
      ],
    },
    {
      id: 's2',
      kind: 'dm',
      prompt:
        'Antibiotics are running and she has received 30 mL/kg of crystalloid; norepinephrine has been started for a blood pressure of 86/48 mm Hg. She is drowsy but answers questions and coughs on request. On room air her SpO2 is 85% and her respiratory rate is 34/min. Which oxygen therapy do you recommend? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Heated high-flow nasal cannula at 50 L/min, FiO2 0.60',
          weight: 3,
          next: 's3',
          result: 'Thirty minutes later her SpO2 is 94% and her respiratory rate 27/min; she says the breathing is easier.',
          rationale:
            'For hypoxemic failure in sepsis, high-flow nasal oxygen is preferred over noninvasive ventilation: it gives a high, steady FiO2 and lowers the work of breathing.',
        },
        {
          id: 'b',
          text: 'Nasal cannula at 6 L/min with a bubble humidifier',
          weight: -1,
          next: 's4',
          result: 'Thirty minutes later her SpO2 is 87% and her respiratory rate 36/min; she is using her neck muscles.',
          rationale: 'A cannula gives too little oxygen for this degree of hypoxemia and does nothing for the work of breathing.',
        },
        {
          id: 'c',
          text: 'Noninvasive ventilation by full face mask, IPAP 16 and EPAP 8 cm H2O, FiO2 0.60',
          weight: -1,
          next: 's4',
          result:
            'She pulls at the mask and is hard to rouse. Exhaled tidal volumes are 750–800 mL; her SpO2 is 89% and her respiratory rate 35/min.',
          rationale:
            'Noninvasive ventilation in a drowsy, hypotensive patient with de novo hypoxemic failure often fails, and large tidal volumes on it predict failure.',
        },
        {
          id: 'd',
          text: 'A nonrebreathing mask at 15 L/min',
          weight: 0,
          next: 's4',
          result: 'Thirty minutes later her SpO2 is 90% and her respiratory rate 35/min; the mouth is dry.',
          rationale:
            'A nonrebreathing mask is an acceptable bridge, but its FiO2 falls as her flow demand rises and it does not reduce her work of breathing.',
        },
        {
          id: 'e',
          text: 'Intubate her now, before she tires',
          weight: -1,
          next: 's2',
          result: 'The physician disagrees. Make another selection.',
          rationale:
            'She protects her airway and has not had a trial of high-flow oxygen; intubating a patient in shock without one adds the risk of collapse at induction.',
        },
      ],
    },
    {
      id: 's3',
      kind: 'ig',
      prompt:
        'Two hours after high-flow was started she is on 60 L/min and the FiO2 has been raised to 0.80. She is sleepier and her son says she is "not herself." SELECT AS MANY as indicated in this section.',
      next: 's5',
      options: [
        {
          id: 'a',
          text: 'Calculate the ROX index',
          weight: 3,
          result: 'SpO2 90% on FiO2 0.80 with a respiratory rate of 34/min: ROX index 3.3.',
          rationale: 'The ROX index (SpO2/FiO2 divided by the rate) under about 3.85 at this point predicts that high-flow will fail.',
        },
        {
          id: 'b',
          text: 'Obtain an arterial blood gas',
          weight: 3,
          result: 'pH 7.25, PaCO2 38 mm Hg, PaO2 58 mm Hg, HCO3 16 mEq/L, SaO2 89%.',
          rationale: 'A PaCO2 rising from 30 to 38 mm Hg while the acidosis persists shows she can no longer compensate: a sign of tiring.',
        },
        {
          id: 'c',
          text: 'Assess her level of consciousness',
          weight: 2,
          result: 'Glasgow Coma Scale 11 (eyes 3, verbal 3, motor 5); a weak cough.',
          rationale: 'A falling level of consciousness threatens her ability to protect her airway.',
        },
        {
          id: 'd',
          text: 'Observe her breathing pattern',
          weight: 2,
          result: 'Use of neck muscles, with the abdomen moving inward as the chest rises.',
          rationale: 'Paradoxical abdominal motion is a sign of respiratory muscle fatigue.',
        },
        {
          id: 'e',
          text: 'Review the blood pressure and vasopressor dose',
          weight: 1,
          result: 'Blood pressure 90/52 mm Hg on norepinephrine 0.12 mcg/kg/min.',
          rationale: 'The team must plan for the fall in blood pressure that induction and positive pressure can cause.',
        },
        {
          id: 'f',
          text: 'Repeat the serum lactate',
          weight: 1,
          result: 'Lactate 3.6 mmol/L.',
          rationale: 'A falling lactate shows the fluid and vasopressor are reaching the tissues.',
        },
        {
          id: 'g',
          text: 'Coach her through incentive spirometry',
          weight: -2,
          result: 'She cannot follow the instructions; the best breath reaches 400 mL.',
          rationale: 'Lung expansion therapy has no role in a tiring patient with pneumonia and only uses her remaining strength.',
        },
        {
          id: 'h',
          text: 'Induce sputum with nebulized 3% saline',
          weight: -2,
          result: 'She coughs and her SpO2 falls to 84% during the treatment.',
          rationale: 'Hypertonic saline can cause bronchospasm and distress; she already produces sputum.',
        },
        {
          id: 'i',
          text: 'Request a CT scan of the chest',
          weight: -2,
          result: 'The scan would take her off high-flow oxygen for the trip to radiology.',
          rationale: 'CT would not change the decision in front of the team, and the trip is dangerous for her now.',
        },
        {
          id: 'j',
          text: 'Repeat the blood cultures',
          weight: -1,
          result: 'Two more sets drawn; results pending.',
          rationale: 'Cultures were drawn two hours ago before antibiotics; repeating them adds nothing.',
        },
      ],
    },
    {
      id: 's4',
      kind: 'dm',
      prompt: 'She is working harder to breathe and her SpO2 remains under 92%. What do you recommend now? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Change to heated high-flow nasal cannula at 60 L/min, FiO2 0.80',
          weight: 2,
          next: 's3',
          result: 'Twenty minutes later her SpO2 is 93% and her respiratory rate 30/min.',
          rationale: 'A late switch, but high flow is the right support to try for sepsis-related hypoxemic failure.',
        },
        {
          id: 'b',
          text: 'Give lorazepam 2 mg IV so that she tolerates the mask',
          weight: -3,
          next: null,
          result:
            'Fifteen minutes later she is unresponsive with a respiratory rate of 8/min and an SpO2 of 72%; a rapid response is called and she is intubated during a period of hypotension.',
          rationale: 'Sedating a hypoxemic, drowsy patient who is not intubated removes her drive to breathe and can be fatal.',
        },
        {
          id: 'c',
          text: 'Give albuterol 2.5 mg by nebulizer and reassess',
          weight: -1,
          next: 's4',
          result: 'The physician disagrees. Make another selection.',
          rationale: 'She has no wheezing; a bronchodilator does not treat the shunt of a consolidated lobe.',
        },
        {
          id: 'd',
          text: 'Intubate her now and start volume-controlled ventilation in the ICU',
          weight: 1,
          next: 's5',
          result: 'The team prepares for intubation.',
          rationale:
            'Intubation is defensible for worsening distress, but a trial of high-flow oxygen could still avoid it in a patient who protects her airway.',
        },
      ],
    },
    {
      id: 's5',
      kind: 'dm',
      prompt: 'The team agrees she needs more support. What do you recommend? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Intubate, then volume control at 330 mL, rate 24/min, PEEP 10 cm H2O, FiO2 1.0',
          weight: 3,
          next: null,
          result:
            'She is preoxygenated, given a fluid bolus and intubated without a fall in saturation. An hour later her SpO2 is 95% on FiO2 0.60 and her plateau pressure is 24 cm H2O.',
          rationale:
            'With failing high-flow and falling consciousness, intubation should not be delayed; 330 mL is 6 mL/kg of her predicted weight of 55 kg.',
        },
        {
          id: 'b',
          text: 'Intubate, then volume control at 620 mL (8 mL/kg of actual weight), rate 16/min',
          weight: -2,
          next: null,
          result: 'Intubation goes smoothly. An hour later her plateau pressure is 34 cm H2O and her SpO2 is 93%.',
          rationale:
            'Tidal volume is based on predicted, not actual, weight; 620 mL is over 11 mL/kg of predicted weight and overstretches the lung.',
        },
        {
          id: 'c',
          text: 'Continue high-flow at FiO2 1.0 and recheck her in two hours',
          weight: -2,
          next: null,
          result:
            'Ninety minutes later she is unresponsive with an SpO2 of 80%; she is intubated urgently and her blood pressure falls to 70/40 mm Hg at induction.',
          rationale: 'Delaying intubation once high-flow is failing raises the risk of a crash intubation and of death.',
        },
        {
          id: 'd',
          text: 'Switch to noninvasive ventilation by face mask',
          weight: -1,
          next: null,
          result: 'She vomits into the mask after 20 minutes and is intubated urgently; aspiration is suspected.',
          rationale: 'With a falling level of consciousness and shock she is a poor candidate for a mask; it only delays intubation.',
        },
      ],
    },
  ],
};

const postopAtelectasis: SeedCseProblem = {
  key: 'cse-ms-003',
  title: 'Atelectasis after upper-abdominal surgery: choosing lung expansion therapy',
  category: 'adult-medical-surgical',
  source: 'aarc-incentive-spirometry-2011',
  written: WRITTEN,
  scenario:
    'A 58-year-old man, 175 cm tall and weighing 86 kg, is on the surgical ward on the second day after an open partial gastrectomy through an upper midline incision. He smoked a pack a day for 30 years and quit 5 years ago. Before surgery his incentive spirometer goal was 2,500 mL. Today he has a temperature of 38.0 °C, heart rate 104/min, respiratory rate 26/min, blood pressure 132/80 mm Hg and SpO2 90% on a nasal cannula at 2 L/min. He has been in bed since surgery, using a morphine pump sparingly because it makes him sleepy.',
  sections: [
    {
      id: 's1',
      kind: 'ig',
      prompt: 'You are asked to evaluate him for respiratory care. SELECT AS MANY as indicated in this section.',
      next: 's2',
      options: [
        {
          id: 'a',
          text: 'Auscultate the chest',
          weight: 2,
          result: 'Diminished breath sounds with fine late inspiratory crackles over both bases; no wheezes.',
          rationale: 'Diminished sounds and late crackles at the bases are the classic findings of postoperative atelectasis.',
        },
        {
          id: 'b',
          text: 'Review the chest radiograph taken this morning',
          weight: 3,
          result:
            'Linear opacities at both bases, more on the left; the left hemidiaphragm is slightly raised; no effusion or lobar consolidation.',
          rationale: 'The film confirms basilar atelectasis and rules out a pneumothorax or large effusion.',
        },
        {
          id: 'c',
          text: 'Observe his breathing pattern and ask about pain',
          weight: 2,
          result: 'Rapid, shallow breaths; he holds his abdomen when he breathes in and rates the pain 8 out of 10.',
          rationale:
            'Pain that stops deep breaths is the main cause of atelectasis after upper-abdominal surgery and must be treated first.',
        },
        {
          id: 'd',
          text: 'Measure his best inspired volume on the incentive spirometer',
          weight: 3,
          result: 'Best of three attempts: 1,200 mL, about half of his preoperative goal.',
          rationale: 'A baseline volume shows the loss of lung volume and gives a target to follow the therapy against.',
        },
        {
          id: 'e',
          text: 'Measure his vital capacity',
          weight: 2,
          result: 'Vital capacity 1.5 L, about 21 mL/kg of his predicted body weight of 71 kg.',
          rationale: 'A vital capacity above 15 mL/kg shows he can take the deep breaths that incentive spirometry needs.',
        },
        {
          id: 'f',
          text: 'Assess his cough and sputum',
          weight: 1,
          result: 'The cough is weak because of pain; he brings up a small amount of clear sputum.',
          rationale: 'Scant, clear sputum points to collapsed lung rather than retained secretions.',
        },
        {
          id: 'g',
          text: 'Request a methacholine challenge test',
          weight: -3,
          result: 'Not available at this time.',
          rationale: 'A bronchial challenge in an acutely ill patient after surgery can cause severe bronchospasm and has no role here.',
        },
        {
          id: 'h',
          text: 'Order full pulmonary function tests with lung volumes',
          weight: -2,
          result: 'The laboratory cannot test him until he can walk to the department.',
          rationale: 'Laboratory lung function testing adds cost and effort and would not change the bedside plan.',
        },
        {
          id: 'i',
          text: 'Send three sputum samples for acid-fast bacilli',
          weight: -1,
          result: 'Samples sent; results will take days.',
          rationale: 'A low fever on the second day after surgery does not suggest tuberculosis.',
        },
        {
          id: 'j',
          text: 'Measure the exhaled nitric oxide',
          weight: -1,
          result: 'FeNO 18 ppb.',
          rationale: 'Exhaled nitric oxide looks for airway inflammation in asthma and has nothing to add here.',
        },
      ],
    },
    {
      id: 's2',
      kind: 'dm',
      prompt: 'The physician asks which respiratory care plan you recommend. CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Better pain control, incentive spirometry hourly while awake, and walking',
          weight: 3,
          next: 's3',
          result:
            'Scheduled nonopioid analgesia is added and the pain falls to 4 out of 10. He uses the spirometer hourly with coaching and walks twice that evening.',
          rationale:
            'He can take deep breaths once pain allows it: analgesia, incentive spirometry with coaching and early walking treat the cause of the collapse.',
        },
        {
          id: 'b',
          text: 'Intermittent positive pressure breathing at 20 cm H2O four times a day, starting today',
          weight: -1,
          next: 's4',
          result: 'After two treatments his abdomen is distended and he feels sick; he refuses the third.',
          rationale:
            'Positive pressure breathing is for patients who cannot take deep breaths themselves; he can, and it adds gastric distension and cost.',
        },
        {
          id: 'c',
          text: 'Raise the cannula to 4 L/min and keep him in bed so the incision can rest',
          weight: -2,
          next: 's4',
          result: 'His SpO2 rises to 94%; he stays in bed with shallow breaths.',
          rationale: 'More oxygen hides the problem while bed rest and shallow breathing let more lung collapse.',
        },
        {
          id: 'd',
          text: 'Chest physiotherapy with head-down postural drainage every 4 hours for the lower lobes',
          weight: -1,
          next: 's2',
          result: 'The physician disagrees. Make another selection.',
          rationale: 'He has little sputum; head-down positions after abdominal surgery are painful and do not re-expand the lung.',
        },
        {
          id: 'e',
          text: 'Ask for a bronchoscopy to clear the lower-lobe airways of any mucus plugs',
          weight: -2,
          next: 's2',
          result: 'The physician disagrees. Make another selection.',
          rationale: 'Nothing suggests a mucus plug; bronchoscopy is invasive and is kept for lobar collapse that fails simpler therapy.',
        },
      ],
    },
    {
      id: 's3',
      kind: 'ig',
      prompt:
        'Twenty-four hours after incentive spirometry began he is tired and has stopped using the spirometer overnight. His temperature is 38.3 °C, heart rate 108/min, respiratory rate 28/min, SpO2 90% on 3 L/min. SELECT AS MANY as indicated in this section.',
      next: 's5',
      options: [
        {
          id: 'a',
          text: 'Measure his best inspired volume on the incentive spirometer',
          weight: 3,
          result: 'Best of three attempts: 800 mL, under a third of his preoperative goal.',
          rationale: 'A volume under a third of the goal shows incentive spirometry alone can no longer re-expand his lung.',
        },
        {
          id: 'b',
          text: 'Measure his vital capacity',
          weight: 2,
          result: 'Vital capacity 0.9 L, about 13 mL/kg of predicted body weight.',
          rationale: 'The fall from 21 to 13 mL/kg shows he is losing volume and needs help to take deep breaths.',
        },
        {
          id: 'c',
          text: 'Review a repeat chest radiograph',
          weight: 3,
          result: 'Volume loss in the left lower lobe with air bronchograms; the left hemidiaphragm is higher than yesterday.',
          rationale:
            'Air bronchograms show the airways are open, which points away from a plug and toward collapse of the lung around them.',
        },
        {
          id: 'd',
          text: 'Obtain an arterial blood gas on 3 L/min',
          weight: 2,
          result: 'pH 7.47, PaCO2 34 mm Hg, PaO2 62 mm Hg, HCO3 24 mEq/L, SaO2 91%.',
          rationale: 'Hypoxemia with mild hyperventilation fits shunt from collapsed lung; he is not retaining CO2.',
        },
        {
          id: 'e',
          text: 'Assess his cough and secretions',
          weight: 1,
          result: 'The cough is stronger with the pain controlled; secretions remain scant and clear.',
          rationale: 'Scant secretions again point away from airway clearance therapy.',
        },
        {
          id: 'f',
          text: 'Auscultate the chest',
          weight: 1,
          result: 'Bronchial breath sounds over the left base; fine crackles at the right base.',
          rationale: 'Bronchial sounds over the left base match the collapsed lobe on the film.',
        },
        {
          id: 'g',
          text: 'Request a CT scan of the abdomen',
          weight: -2,
          result: 'No abscess or leak; small bilateral basal atelectasis.',
          rationale: 'The chest explains the fever and hypoxemia; a CT adds cost and radiation without changing respiratory care.',
        },
        {
          id: 'h',
          text: 'Measure his maximal expiratory pressure',
          weight: -1,
          result: 'Maximal expiratory pressure 60 cm H2O with poor effort because of incisional pain.',
          rationale: 'Straining against a closed valve is painful after abdominal surgery and does not guide this decision.',
        },
        {
          id: 'i',
          text: 'Perform a six-minute walk test',
          weight: -2,
          result: 'He walks 90 m and stops with an SpO2 of 84%.',
          rationale: 'A formal walk test in an acutely hypoxemic postoperative patient is unsafe and uninformative.',
        },
        {
          id: 'j',
          text: 'Send a sputum sample for culture',
          weight: -1,
          result: 'Scant sample; normal flora.',
          rationale: 'He produces little sputum and shows no signs of pneumonia on the film; a culture gives little.',
        },
      ],
    },
    {
      id: 's4',
      kind: 'dm',
      prompt:
        'The next morning his temperature is 38.4 °C, his respiratory rate is 30/min and his SpO2 is 89% on 4 L/min. There are bronchial breath sounds over the left base. What do you recommend now? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Treat his pain, start incentive spirometry hourly and get him out of bed',
          weight: 2,
          next: 's3',
          result: 'Analgesia is adjusted, he is coached on the spirometer and sits in a chair for two hours.',
          rationale: 'A day late, but analgesia, deep breathing and mobility are the right first therapy for a patient who can cooperate.',
        },
        {
          id: 'b',
          text: 'Switch him to a nonrebreathing mask at 15 L/min and keep him resting in bed',
          weight: -2,
          next: null,
          result:
            'By evening his SpO2 is 92% on the mask but his respiratory rate is 34/min; a left lower lobe pneumonia is diagnosed and he is moved to the ICU.',
          rationale: 'Oxygen without re-expanding the lung lets the collapse and infection progress.',
        },
        {
          id: 'c',
          text: 'Nebulize acetylcysteine four times a day to loosen secretions',
          weight: -2,
          next: 's4',
          result: 'The physician disagrees. Make another selection.',
          rationale: 'He has no thick secretions, and acetylcysteine can cause bronchospasm.',
        },
        {
          id: 'd',
          text: 'Ask for a bronchoscopy this morning',
          weight: -1,
          next: null,
          result:
            'Bronchoscopy finds scant clear secretions and no plug. The next day the left lower lobe remains collapsed and he is still on 4 L/min.',
          rationale: 'Without a mucus plug, bronchoscopy does not re-expand atelectasis caused by shallow breathing.',
        },
      ],
    },
    {
      id: 's5',
      kind: 'dm',
      prompt: 'He tries, but cannot reach more than a third of his goal on the spirometer. What do you add to his plan? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'CPAP by mask at 10 cm H2O for 15–20 minutes every 4 hours while awake',
          weight: 3,
          next: null,
          result:
            'After a day of CPAP sessions with continued walking, his inspired volume is 1,600 mL, the left base has breath sounds again and his SpO2 is 95% on room air.',
          rationale:
            'When a cooperative patient can no longer generate a deep breath, positive airway pressure re-expands the lung and needs little effort.',
        },
        {
          id: 'b',
          text: 'Ask him to use the spirometer every 15 minutes instead of hourly',
          weight: -1,
          next: null,
          result: 'He is exhausted by evening; his best volume is 850 mL and his SpO2 is 89% on 4 L/min.',
          rationale: 'Repeating a therapy he cannot do well only tires him; the volume does not improve.',
        },
        {
          id: 'c',
          text: 'Intubate and ventilate him with a PEEP of 10 cm H2O',
          weight: -3,
          next: null,
          result: 'The surgeon refuses; the patient is alert with a normal PaCO2 and does not meet any criterion for intubation.',
          rationale:
            'Intubating a patient who breathes adequately exposes him to the risks of a ventilator for a problem simpler therapy fixes.',
        },
        {
          id: 'd',
          text: 'Head-down postural drainage with percussion over the left lower lobe every 4 hours',
          weight: -1,
          next: null,
          result: 'He tolerates only 5 minutes because of incisional pain; little sputum is produced and the film is unchanged.',
          rationale: 'Percussion and drainage clear secretions; they do not re-expand lung collapsed from shallow breathing.',
        },
        {
          id: 'e',
          text: 'Albuterol 2.5 mg by small-volume nebulizer every 6 hours',
          weight: -1,
          next: null,
          result: 'His heart rate rises to 118/min; the breath sounds and the film are unchanged.',
          rationale: 'He has no bronchospasm; a bronchodilator does not open collapsed alveoli.',
        },
      ],
    },
  ],
};

export const problems: SeedCseProblem[] = [ardsVentilator, pneumoniaSepsis, postopAtelectasis];

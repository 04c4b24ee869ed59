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

const sleepApnea: SeedCseProblem = {
  key: 'cse-ms-004',
  title: 'Obstructive sleep apnea: the right test, CPAP titration and a struggling first month',
  category: 'adult-medical-surgical',
  source: 'aasm-osa-testing-2017',
  written: WRITTEN,
  scenario:
    'A 49-year-old long-haul truck driver is referred to the sleep clinic by his primary care physician. His wife says he snores loudly and stops breathing for long spells at night, and he wakes with headaches. He is 178 cm tall and weighs 114 kg (body mass index 36), and his blood pressure is 152/94 mm Hg on three medicines. Awake and at rest his SpO2 is 96% on room air.',
  sections: [
    {
      id: 's1',
      kind: 'ig',
      prompt: 'You see him in the clinic before testing is planned. SELECT AS MANY as indicated in this section.',
      next: 's2',
      options: [
        {
          id: 'a',
          text: 'Score the Epworth Sleepiness Scale',
          weight: 2,
          result: '15 out of 24.',
          rationale: 'A score over 10 shows excessive daytime sleepiness, a core symptom that supports testing.',
        },
        {
          id: 'b',
          text: 'Ask whether he has been drowsy while driving',
          weight: 3,
          result: 'He nodded off at a red light last month and has had to pull over twice to nap.',
          rationale: 'Drowsy driving in a commercial driver is a safety risk that makes prompt diagnosis and treatment urgent.',
        },
        {
          id: 'c',
          text: 'Measure his neck circumference',
          weight: 2,
          result: '46 cm.',
          rationale: 'A neck over 43 cm in a man raises the likelihood of obstructive sleep apnea.',
        },
        {
          id: 'd',
          text: 'Examine the mouth and upper airway',
          weight: 2,
          result: 'Mallampati class 4; large tongue; tonsils small; nasal passages open.',
          rationale: 'A crowded oropharynx supports the diagnosis and matters later for mask choice and any surgery.',
        },
        {
          id: 'e',
          text: 'Review his medicines and other illnesses',
          weight: 2,
          result:
            'He has taken methadone 40 mg daily for chronic back pain since an injury 3 years ago. No heart failure, lung disease, stroke or neuromuscular disease.',
          rationale: 'Long-term opioid use can cause central apneas, which a home test can miss; it changes which test he should have.',
        },
        {
          id: 'f',
          text: 'Measure the serum bicarbonate',
          weight: 1,
          result: 'Serum bicarbonate 25 mEq/L.',
          rationale: 'In an obese patient a bicarbonate under 27 mEq/L makes obesity hypoventilation unlikely.',
        },
        {
          id: 'g',
          text: 'Screen with the STOP-BANG questionnaire',
          weight: 1,
          result: '7 out of 8.',
          rationale: 'A high score confirms a high pretest probability of moderate to severe sleep apnea.',
        },
        {
          id: 'h',
          text: 'Measure the thyroid-stimulating hormone',
          weight: 0,
          result: 'TSH 2.1 mU/L.',
          rationale: 'Hypothyroidism can worsen sleep apnea, but he has no signs of it; the test neither helps nor harms.',
        },
        {
          id: 'i',
          text: 'Schedule a multiple sleep latency test',
          weight: -2,
          result: 'The laboratory can schedule it in six weeks.',
          rationale: 'The multiple sleep latency test is for narcolepsy and hypersomnia, not for diagnosing sleep apnea.',
        },
        {
          id: 'j',
          text: 'Request a methacholine challenge test',
          weight: -2,
          result: 'Not available at this time.',
          rationale: 'He has no symptoms of asthma; a challenge test adds cost and risk with no bearing on his sleep.',
        },
        {
          id: 'k',
          text: 'Order full pulmonary function tests with a diffusing capacity',
          weight: -1,
          result: 'FEV1/FVC 0.79; FVC 88% of predicted; diffusing capacity normal.',
          rationale: 'Lung function testing does not diagnose sleep apnea and adds cost.',
        },
        {
          id: 'l',
          text: 'Request a CT scan of the neck',
          weight: -2,
          result: 'Narrow oropharyngeal airway; no mass.',
          rationale: 'Imaging adds radiation and cost and does not establish the diagnosis.',
        },
      ],
    },
    {
      id: 's2',
      kind: 'dm',
      prompt: 'Which diagnostic test do you recommend? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Attended polysomnography in the sleep laboratory, split-night if criteria are met',
          weight: 3,
          next: 's3',
          result: 'The study is done two weeks later.',
          rationale:
            'Long-term opioid use is a reason to test in the laboratory: polysomnography can tell central from obstructive events and a split night can titrate CPAP at once.',
        },
        {
          id: 'b',
          text: 'A home sleep apnea test with a portable four-channel device',
          weight: -1,
          next: 's4',
          result: 'The home test reports an apnea-hypopnea index of 31/h; several events cannot be classified as central or obstructive.',
          rationale:
            'A home test is fine for uncomplicated patients, but his opioid use puts central apnea on the table, which it handles poorly.',
        },
        {
          id: 'c',
          text: 'Overnight pulse oximetry at home for two nights',
          weight: -1,
          next: 's4',
          result: 'The oxygen desaturation index is 34/h with a nadir SpO2 of 79%.',
          rationale: 'Oximetry alone cannot diagnose sleep apnea or say what kind it is.',
        },
        {
          id: 'd',
          text: 'Start auto-adjusting CPAP now and skip the testing',
          weight: -2,
          next: 's2',
          result: 'The physician disagrees. Make another selection.',
          rationale:
            'Treatment without a diagnosis is not accepted, and auto-adjusting devices are not advised for suspected central apnea.',
        },
        {
          id: 'e',
          text: 'Prescribe a wake-promoting drug for the sleepiness now and retest him in three months',
          weight: -3,
          next: null,
          result: 'Seven weeks later he rear-ends a car at low speed after falling asleep at the wheel.',
          rationale:
            'A sleepy commercial driver with likely severe sleep apnea needs a prompt diagnosis and treatment, not a drug to mask it.',
        },
      ],
    },
    {
      id: 's3',
      kind: 'ig',
      prompt:
        'The split-night polysomnogram is complete: a diagnostic portion followed by CPAP titration with a nasal mask. SELECT AS MANY as indicated in this section.',
      next: 's5',
      options: [
        {
          id: 'a',
          text: 'Review the summary of the diagnostic portion',
          weight: 3,
          result: 'The summary is shown in the table.',
          resultExhibit: {
            kind: 'table',
            variant: 'lab',
            title: 'Polysomnogram, diagnostic portion (2 hours 40 minutes of sleep)',
            alt: 'A table of the diagnostic portion. Apnea-hypopnea index 48 per hour; obstructive apneas 22 per hour; hypopneas 24 per hour; central apneas 2 per hour; nadir SpO2 78 percent; time with SpO2 under 88 percent, 18 percent of sleep.',
            columns: ['Measure', 'Value'],
            rows: [
              ['Apnea-hypopnea index (/h)', '48'],
              ['Obstructive apneas (/h)', '22'],
              ['Hypopneas (/h)', '24'],
              ['Central apneas (/h)', '2'],
              ['Nadir SpO2 (%)', '78'],
              ['Sleep time with SpO2 < 88% (%)', '18'],
            ],
          },
          rationale: 'An index of 48/h with mostly obstructive events is severe obstructive sleep apnea, and it met the split-night rule.',
        },
        {
          id: 'b',
          text: 'Review the titration portion',
          weight: 3,
          result:
            'At CPAP 11 cm H2O the apnea-hypopnea index is 3/h for 70 minutes, including supine REM sleep; snoring stops. No central apneas appear at any pressure.',
          rationale: 'A pressure that controls events in supine REM sleep, the hardest stage, is an optimal titration.',
        },
        {
          id: 'c',
          text: 'Review the oxygen saturation during titration',
          weight: 1,
          result: 'At CPAP 11 cm H2O the SpO2 stays at 92% or higher.',
          rationale: 'Controlled events without desaturation confirm the pressure; no oxygen needs to be added.',
        },
        {
          id: 'd',
          text: 'Review the mask leak and interface notes',
          weight: 2,
          result: 'Leak acceptable on a medium nasal mask; the technologist noted mouth opening at 12 cm H2O.',
          rationale: 'Mouth leak warns of an adherence problem that humidification or a chin strap may solve.',
        },
        {
          id: 'e',
          text: 'Review the ECG channel',
          weight: 1,
          result: 'Sinus rhythm; heart rate slows to 50/min during apneas and recovers after them.',
          rationale:
            'Rhythm changes during events are common and usually settle with treatment; a serious arrhythmia would change the plan.',
        },
        {
          id: 'f',
          text: 'Review the periodic limb movements',
          weight: 0,
          result: 'Periodic limb movement index 4/h.',
          rationale: 'A normal index; it does not change the plan.',
        },
        {
          id: 'g',
          text: 'Order a home sleep apnea test to confirm the result',
          weight: -2,
          result: 'The test can be sent in two weeks.',
          rationale: 'A home test adds nothing to an in-laboratory diagnosis and delays treatment.',
        },
        {
          id: 'h',
          text: 'Obtain an arterial blood gas',
          weight: -1,
          result: 'pH 7.41, PaCO2 41 mm Hg, PaO2 84 mm Hg, HCO3 25 mEq/L on room air.',
          rationale: 'His normal awake SpO2 and bicarbonate already make daytime hypoventilation unlikely; the puncture adds nothing.',
        },
        {
          id: 'i',
          text: 'Schedule a multiple sleep latency test',
          weight: -1,
          result: 'The laboratory can schedule it next month.',
          rationale: 'Sleepiness is explained by severe sleep apnea; a sleep latency test is not indicated before treating it.',
        },
        {
          id: 'j',
          text: 'Request a CT scan of the head',
          weight: -2,
          result: 'No acute abnormality.',
          rationale: 'Morning headaches are explained by sleep apnea; brain imaging adds radiation and cost.',
        },
      ],
    },
    {
      id: 's4',
      kind: 'dm',
      prompt: 'The result does not settle what kind of sleep apnea he has. What do you recommend now? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Attended polysomnography in the laboratory with CPAP titration',
          weight: 2,
          next: 's3',
          result: 'A split-night study is done three weeks later.',
          rationale: 'A laboratory study is what he needed first; it separates central from obstructive events and titrates the pressure.',
        },
        {
          id: 'b',
          text: 'Start auto-adjusting CPAP at 5–20 cm H2O at home based on this result',
          weight: -1,
          next: null,
          result:
            'A month later he uses the device but is still sleepy; the download shows a residual index of 18/h, many of the events central.',
          rationale: 'Auto-adjusting CPAP is not advised when central apnea is possible, and opioid use makes it likely here.',
        },
        {
          id: 'c',
          text: 'Repeat the same home study on another night',
          weight: -1,
          next: 's4',
          result: 'The physician disagrees. Make another selection.',
          rationale: 'The same device cannot answer the question the first one could not.',
        },
        {
          id: 'd',
          text: 'Nocturnal oxygen at 2 L/min by nasal cannula',
          weight: -2,
          next: null,
          result: 'His saturation improves, but he still snores, stops breathing and falls asleep at work.',
          rationale: 'Oxygen does not stop obstructive events or the sleepiness they cause.',
        },
      ],
    },
    {
      id: 's5',
      kind: 'dm',
      prompt: 'The study shows severe obstructive sleep apnea. What do you recommend? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'CPAP 11 cm H2O, nasal mask, heated humidifier, and early follow-up',
          weight: 3,
          next: 's6',
          result: 'The equipment is delivered and a follow-up visit is booked for 30 days.',
          rationale:
            'The titrated pressure, humidity for his mouth leak and an early visit give the best chance of using CPAP every night.',
        },
        {
          id: 'b',
          text: 'Bilevel pressure 18/14 cm H2O with a full-face mask from the start',
          weight: -1,
          next: 's5',
          result: 'The physician disagrees. Make another selection.',
          rationale: 'CPAP controlled his events at 11 cm H2O; bilevel pressure is for intolerance of CPAP or hypoventilation.',
        },
        {
          id: 'c',
          text: 'CPAP at 5 cm H2O for the first month so that he can get used to it',
          weight: -2,
          next: null,
          result: 'A month later he still snores and remains sleepy; the residual index is 29/h.',
          rationale: 'A pressure well under the titrated level leaves his airway collapsing and the risk of drowsy driving unchanged.',
        },
        {
          id: 'd',
          text: 'Refer him for uvulopalatopharyngoplasty instead of CPAP',
          weight: -2,
          next: null,
          result: 'Surgery is booked for three months from now; meanwhile he drives untreated.',
          rationale: 'Surgery is not the first therapy for severe sleep apnea and leaves him untreated while he drives.',
        },
      ],
    },
    {
      id: 's6',
      kind: 'ig',
      prompt:
        'At the 30-day visit he says the mask blows air into his eyes, his mouth is dry in the morning, and he often takes the mask off around 2 a.m. SELECT AS MANY as indicated in this section.',
      next: 's7',
      options: [
        {
          id: 'a',
          text: 'Download the device data',
          weight: 3,
          result: 'The 30-day download is shown in the table.',
          resultExhibit: {
            kind: 'table',
            variant: 'lab',
            title: 'CPAP download, first 30 days at 11 cm H2O',
            alt: 'A table of the CPAP download. Nights used 4 hours or more: 12 of 30. Average use on nights used: 3 hours 6 minutes. Residual apnea-hypopnea index 4.2 per hour. Time in large leak: 35 percent of use.',
            columns: ['Measure', 'Value'],
            rows: [
              ['Nights used 4 h or more', '12 of 30'],
              ['Average use on nights used', '3 h 6 min'],
              ['Residual apnea-hypopnea index (/h)', '4.2'],
              ['Time in large leak (% of use)', '35'],
            ],
          },
          rationale:
            'Objective data show poor adherence (under 4 hours on most nights) and a large leak, while the pressure itself controls the events.',
        },
        {
          id: 'b',
          text: 'Check the mask fit while he lies down wearing it',
          weight: 2,
          result: 'The medium nasal mask is too large; air escapes under the cushion toward his eyes, and his mouth falls open.',
          rationale: 'A poorly fitting mask and mouth leak are common, fixable reasons for poor use.',
        },
        {
          id: 'c',
          text: 'Ask about nasal and mouth symptoms',
          weight: 2,
          result: 'Dry mouth every morning; no nasal blockage.',
          rationale: 'A dry mouth signals mouth leak, which more humidity and a chin strap or a full-face mask can address.',
        },
        {
          id: 'd',
          text: 'Ask about his sleepiness and driving now',
          weight: 2,
          result: 'Epworth score 12 out of 24; he feels better on nights he keeps the mask on and has not nodded off while driving.',
          rationale: 'Partial improvement is a reason to persist, and driving safety must be reassessed at each visit.',
        },
        {
          id: 'e',
          text: 'Check the humidifier setting',
          weight: 1,
          result: 'The heated humidifier is set at 1 of 5.',
          rationale: 'A low humidity setting adds to dryness and discomfort.',
        },
        {
          id: 'f',
          text: 'Repeat a full-night polysomnogram',
          weight: -2,
          result: 'The laboratory can schedule it in six weeks.',
          rationale: 'The residual index of 4.2/h shows the pressure works; a new study adds cost and delay.',
        },
        {
          id: 'g',
          text: 'Order a home sleep apnea test off CPAP',
          weight: -2,
          result: 'The test can be sent next week.',
          rationale: 'Retesting without treatment shows nothing new and leaves him untreated that night.',
        },
        {
          id: 'h',
          text: 'Obtain an arterial blood gas',
          weight: -2,
          result: 'pH 7.41, PaCO2 40 mm Hg, PaO2 86 mm Hg, HCO3 25 mEq/L.',
          rationale: 'A painful test with no question to answer.',
        },
        {
          id: 'i',
          text: 'Perform spirometry',
          weight: -1,
          result: 'FEV1/FVC 0.79; FVC 88% of predicted.',
          rationale: 'Lung function does not explain or fix his trouble with the mask.',
        },
      ],
    },
    {
      id: 's7',
      kind: 'dm',
      prompt: 'What do you recommend to improve his use of CPAP? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Refit with a full-face mask, raise the humidity, and recheck in two weeks',
          weight: 3,
          next: null,
          result: 'Two weeks later he uses CPAP 6 hours a night on 13 of 14 nights, the large leak time is 4% and his Epworth score is 7.',
          rationale: 'Fixing the interface and dryness removes the reasons he stops, and a close recheck keeps adherence on track.',
        },
        {
          id: 'b',
          text: 'Raise the pressure to 15 cm H2O to make up for the leak',
          weight: -2,
          next: null,
          result: 'The leak worsens and he removes the mask earlier each night.',
          rationale: 'More pressure through a poorly fitting mask makes the leak and discomfort worse.',
        },
        {
          id: 'c',
          text: 'Add a nightly sleeping pill so that he sleeps through the night with the mask on',
          weight: -3,
          next: null,
          result: 'On the third night his wife finds him hard to wake with the mask off and calls emergency services.',
          rationale: 'A sedative added to methadone in a man with severe sleep apnea can depress breathing dangerously.',
        },
        {
          id: 'd',
          text: 'Stop CPAP and refer him for surgery, since he does not use it enough',
          weight: -2,
          next: null,
          result: 'He stops CPAP; his sleepiness returns within a week.',
          rationale: 'Giving up after one month without fixing a simple mask problem leaves severe sleep apnea untreated.',
        },
        {
          id: 'e',
          text: 'Switch to bilevel pressure at 16/12 cm H2O with the same nasal mask',
          weight: -1,
          next: null,
          result: 'The mouth leak and dryness continue; his use stays near 3 hours a night.',
          rationale: 'Bilevel pressure does not solve a poorly fitting mask and adds cost.',
        },
      ],
    },
  ],
};

const overdose: SeedCseProblem = {
  key: 'cse-ms-005',
  title: 'Opioid and sedative overdose: hypoventilation, a soiled airway and re-sedation',
  category: 'adult-medical-surgical',
  source: 'aha-cpr-ecc-2025',
  written: WRITTEN,
  scenario:
    'A 34-year-old woman, 165 cm tall and weighing 60 kg, is brought to the emergency department after her roommate found her hard to wake beside empty bottles of extended-release oxycodone and alprazolam. Paramedics placed a nonrebreathing mask at 15 L/min. She moans to a firm sternal rub but does not open her eyes. Her respiratory rate is 6/min and shallow, heart rate 58/min, blood pressure 102/64 mm Hg and SpO2 84%. There is a gurgling sound with each breath.',
  sections: [
    {
      id: 's1',
      kind: 'ig',
      prompt: 'You are at the bedside as she arrives. SELECT AS MANY as indicated in this section.',
      next: 's2',
      options: [
        {
          id: 'a',
          text: 'Look in the mouth and assess the airway',
          weight: 3,
          result: 'Vomitus pooled in the back of the mouth; snoring and gurgling sounds; no gag when the tongue blade touches the pharynx.',
          rationale: 'A soiled airway with no gag reflex must be cleared and protected before anything else.',
        },
        {
          id: 'b',
          text: 'Check the pupils',
          weight: 2,
          result: 'Both pupils are 1 mm and react sluggishly to light.',
          rationale: 'Pinpoint pupils with slow, shallow breathing point to opioid toxicity that naloxone can reverse.',
        },
        {
          id: 'c',
          text: 'Obtain an arterial blood gas',
          weight: 3,
          result: 'pH 7.18, PaCO2 72 mm Hg, PaO2 54 mm Hg, HCO3 26 mEq/L on the nonrebreathing mask.',
          rationale: 'An acute respiratory acidosis with hypoxemia confirms that she is not ventilating adequately.',
        },
        {
          id: 'd',
          text: 'Check the blood glucose at the bedside',
          weight: 2,
          result: 'Glucose 98 mg/dL.',
          rationale: 'Low blood sugar is a quick, treatable cause of coma that must be excluded.',
        },
        {
          id: 'e',
          text: 'Attach the cardiac monitor',
          weight: 2,
          result: 'Sinus bradycardia at 56/min; QRS 0.09 s; QTc 440 ms.',
          rationale: 'A narrow QRS makes a tricyclic co-ingestion less likely, and the rhythm must be watched during treatment.',
        },
        {
          id: 'f',
          text: 'Auscultate the chest',
          weight: 1,
          result: 'Coarse crackles at the right base; rhonchi over both upper airways.',
          rationale: 'Right basal crackles suggest she has already aspirated.',
        },
        {
          id: 'g',
          text: 'Send a serum acetaminophen level',
          weight: 1,
          result: 'Acetaminophen not detected.',
          rationale: 'Acetaminophen is a common, silent co-ingestion in intentional overdose and is treatable if found early.',
        },
        {
          id: 'h',
          text: 'Measure the peak expiratory flow',
          weight: -2,
          result: 'She cannot perform the maneuver.',
          rationale: 'An unresponsive patient cannot do an effort-dependent test; it only delays care.',
        },
        {
          id: 'i',
          text: 'Measure the maximal inspiratory pressure',
          weight: -1,
          result: 'Maximal inspiratory pressure −12 cm H2O.',
          rationale: 'Her problem is drive, not muscle strength; the number does not change the plan.',
        },
        {
          id: 'j',
          text: 'Send her for a CT scan of the head now',
          weight: -2,
          result: 'The scanner is free, but she would travel with an unprotected airway.',
          rationale: 'The overdose explains her coma; sending her to CT before the airway and breathing are secured is dangerous.',
        },
        {
          id: 'k',
          text: 'Send a sputum sample for culture',
          weight: -1,
          result: 'No sample can be obtained.',
          rationale: 'A culture has no place in the first minutes and would not guide treatment of aspiration.',
        },
        {
          id: 'l',
          text: 'Request an electroencephalogram',
          weight: -2,
          result: 'Not available until tomorrow.',
          rationale: 'She has had no seizure; an EEG delays care and does not change the treatment of an overdose.',
        },
      ],
    },
    {
      id: 's2',
      kind: 'dm',
      prompt: 'The physician asks what should be done first. CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Suction the mouth, ventilate by bag-mask with oxygen and give naloxone 0.4 mg IV',
          weight: 3,
          next: 's3',
          result:
            'After suctioning and 2 minutes of bag-mask breaths her SpO2 is 92%. A second 0.4 mg dose of naloxone is needed; ten minutes later she opens her eyes to voice.',
          rationale:
            'Clearing the airway and supporting breathing come first; small, repeated doses of naloxone restore breathing without a violent withdrawal.',
        },
        {
          id: 'b',
          text: 'Give flumazenil 0.5 mg IV to reverse the alprazolam',
          weight: -3,
          next: 's4',
          result: 'Three minutes later she has a generalized seizure lasting 90 seconds and vomits again.',
          rationale: 'Flumazenil can provoke seizures in a patient who uses benzodiazepines regularly and does nothing for the opioid.',
        },
        {
          id: 'c',
          text: 'Insert a nasopharyngeal airway and keep the nonrebreathing mask running at 15 L/min',
          weight: -1,
          next: 's4',
          result: 'Five minutes later she still breathes 6 times a minute and her SpO2 is 81%.',
          rationale: 'An airway adjunct and oxygen do not fix a rate of 6/min or clear the vomitus.',
        },
        {
          id: 'd',
          text: 'Give naloxone 2 mg IV push and wait for her to wake',
          weight: 0,
          next: 's4',
          result: 'Within a minute she sits up, retches and vomits; she is agitated and pulls off the mask.',
          rationale:
            'Naloxone is the right drug, but a large push with an uncleared airway and no assisted breaths risks vomiting, aspiration and withdrawal.',
        },
        {
          id: 'e',
          text: 'Insert an oral airway and take her to CT of the head',
          weight: -2,
          next: 's2',
          result: 'The physician disagrees. Make another selection.',
          rationale: 'Imaging is not the first need; she must breathe adequately with a clear airway before she leaves the room.',
        },
      ],
    },
    {
      id: 's3',
      kind: 'ig',
      prompt:
        'Thirty minutes after the last naloxone dose she is on a nonrebreathing mask. She is becoming drowsy again and her respiratory rate is 10/min. SELECT AS MANY as indicated in this section.',
      next: 's5',
      options: [
        {
          id: 'a',
          text: 'Assess her level of consciousness and gag reflex',
          weight: 3,
          result: 'Glasgow Coma Scale 13; she answers slowly; gag and cough are present.',
          rationale: 'An intact gag and a GCS of 13 mean she is protecting her airway for now, but is drifting down.',
        },
        {
          id: 'b',
          text: 'Review the capnography trend',
          weight: 2,
          result: 'End-tidal CO2 over the last 20 minutes is shown in the figure.',
          resultExhibit: {
            kind: 'capnogram',
            title: 'Capnography, last 20 minutes of trend',
            alt: 'Square-topped waveforms at about 10 breaths per minute. The height of the plateau drifts upward across the trace from about 42 to about 52 mm Hg.',
            pattern: 'hypoventilation',
            etco2: 42,
            etco2End: 52,
            rate: 10,
            seconds: 60,
          },
          rationale: 'A rising end-tidal CO2 shows the naloxone wearing off before the long-acting oxycodone has cleared.',
        },
        {
          id: 'c',
          text: 'Obtain an arterial blood gas',
          weight: 3,
          result: 'pH 7.30, PaCO2 52 mm Hg, PaO2 64 mm Hg, HCO3 25 mEq/L on the nonrebreathing mask.',
          rationale: 'Hypercapnia is returning and the low PaO2 on a high FiO2 reflects aspiration.',
        },
        {
          id: 'd',
          text: 'Review a portable chest radiograph',
          weight: 2,
          result: 'New patchy opacity in the right lower lobe; no pneumothorax.',
          rationale: 'The film confirms aspiration into the dependent right lower lobe.',
        },
        {
          id: 'e',
          text: 'Auscultate the chest',
          weight: 1,
          result: 'Crackles at the right base; no wheezes.',
          rationale: 'The crackles match the opacity on the film.',
        },
        {
          id: 'f',
          text: 'Send a urine drug screen',
          weight: 0,
          result: 'Positive for benzodiazepines; oxycodone is not detected by this panel.',
          rationale: 'The history already names the drugs, and many screens miss oxycodone; the result changes little.',
        },
        {
          id: 'g',
          text: 'Request a bronchoscopy to wash out the aspirate',
          weight: -2,
          result: 'The pulmonologist can come in two hours.',
          rationale:
            'Without a large particle blocking an airway, bronchoscopy does not help aspiration of gastric fluid and adds sedation risk.',
        },
        {
          id: 'h',
          text: 'Measure her vital capacity',
          weight: -1,
          result: 'She is too drowsy to follow the instructions.',
          rationale: 'Her problem is depressed drive; an effort-dependent test is not reliable in a drowsy patient.',
        },
        {
          id: 'i',
          text: 'Send a sputum sample for culture',
          weight: -1,
          result: 'A small sample is sent; normal oral flora.',
          rationale: 'Early aspiration is chemical; a culture now guides nothing.',
        },
        {
          id: 'j',
          text: 'Send her for a CT scan of the head',
          weight: -2,
          result: 'The trip would take her out of the department as her breathing slows again.',
          rationale: 'Her coma has a clear cause; moving her while she re-sedates is unsafe.',
        },
      ],
    },
    {
      id: 's4',
      kind: 'dm',
      prompt:
        'Her SpO2 is 80%, she breathes 4–6 times a minute and there is fresh vomitus in her mouth. What do you recommend now? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Suction the airway, bag-mask ventilate with oxygen, and give naloxone 0.4 mg IV',
          weight: 2,
          next: 's3',
          result:
            'After suctioning and assisted breaths her SpO2 is 90%. With a second dose of naloxone she opens her eyes to voice and breathes 14 times a minute.',
          rationale: 'A late recovery of the right sequence: a clear airway, assisted breaths and small doses of naloxone.',
        },
        {
          id: 'b',
          text: 'Perform gastric lavage to remove the remaining tablets',
          weight: -3,
          next: null,
          result: 'During lavage she vomits and aspirates a large volume; her SpO2 falls to 68% and she is intubated in crisis.',
          rationale: 'Lavage in an unprotected airway causes aspiration and does not improve outcome after an overdose like this.',
        },
        {
          id: 'c',
          text: 'Give sodium bicarbonate 50 mEq IV',
          weight: -1,
          next: 's4',
          result: 'The physician disagrees. Make another selection.',
          rationale: 'Her QRS is narrow; bicarbonate treats sodium-channel poisoning, which she does not have.',
        },
        {
          id: 'd',
          text: 'Keep the nonrebreathing mask in place and call the poison center for dosing advice',
          weight: -2,
          next: null,
          result: 'Four minutes later she becomes bradycardic at 38/min and a code is called.',
          rationale: 'Advice can wait; a patient breathing 4–6 times a minute with a soiled airway needs ventilation now.',
        },
      ],
    },
    {
      id: 's5',
      kind: 'dm',
      prompt:
        'She was found with empty bottles of an extended-release opioid, and the naloxone is wearing off. What do you recommend? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'ICU admission with continuous capnography and a naloxone infusion',
          weight: 3,
          next: null,
          result:
            'On a naloxone infusion titrated to a respiratory rate of 12 or more, her end-tidal CO2 settles at 40 mm Hg. The next day she is on 2 L/min by cannula and the infusion is weaned.',
          rationale:
            'Naloxone lasts a shorter time than extended-release oxycodone; an infusion with continuous monitoring prevents a silent relapse into hypoventilation.',
        },
        {
          id: 'b',
          text: 'Discharge her home with a naloxone kit once she has been awake for an hour',
          weight: -3,
          next: null,
          result: 'She is found unresponsive at home six hours later.',
          rationale: 'Re-sedation after naloxone wears off is expected with a long-acting opioid; early discharge can be fatal.',
        },
        {
          id: 'c',
          text: 'Intubate now to protect her airway from further aspiration',
          weight: -1,
          next: null,
          result: 'She is intubated and sedated; she is extubated two days later with a right lower lobe pneumonia.',
          rationale: 'With an intact gag and a GCS of 13 she is protecting her airway; the ventilator adds its own risks.',
        },
        {
          id: 'd',
          text: 'Begin noninvasive ventilation by full face mask to correct the PaCO2',
          weight: -2,
          next: null,
          result: 'Forty minutes later she vomits into the mask and aspirates again.',
          rationale: 'A drowsy patient who has just vomited is at high risk of aspirating under a mask.',
        },
        {
          id: 'e',
          text: 'Give naloxone 2 mg IV push each time the end-tidal CO2 rises above 50 mm Hg',
          weight: -2,
          next: 's5',
          result: 'The physician disagrees. Make another selection.',
          rationale: 'Repeated large pushes swing her between withdrawal with vomiting and re-sedation.',
        },
      ],
    },
  ],
};

export const problems: SeedCseProblem[] = [ardsVentilator, pneumoniaSepsis, postopAtelectasis, sleepApnea, overdose];

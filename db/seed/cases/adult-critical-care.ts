import type { SeedCaseSet } from '../types';

/** Clinical-judgment case sets set in the adult ICU. */
export const caseSets: SeedCaseSet[] = [
  {
    key: 'case-acc-001',
    topicId: 8,
    title: 'Severe ARDS after pneumococcal pneumonia',
    setting: 'adult-critical-care',
    category: 'ards',
    place: 'hospital',
    scenario: `A 58-year-old man (height 70 in / 178 cm, weight 104 kg) with pneumococcal pneumonia was intubated in the ICU 6 hours ago. He is on volume control: tidal volume 440 mL (6 mL/kg predicted body weight), rate 24/min, PEEP 14 cm H2O, FiO2 0.80. The chest radiograph shows new bilateral opacities, and a bedside echocardiogram shows normal left ventricular function. Arterial blood gas: pH 7.31, PaCO2 52 mm Hg, HCO3- 25 mEq/L, PaO2 68 mm Hg.`,
    items: [
      {
        key: 'case-acc-001-1',
        questionText: `How should the respiratory therapist classify this patient's oxygenation impairment?`,
        options: [
          `Mild ARDS, because the PaO2/FiO2 lies between 200 and 300 mm Hg`,
          `Moderate ARDS, because the PaO2/FiO2 lies between 100 and 200 mm Hg`,
          `Severe ARDS, because the PaO2/FiO2 is 100 mm Hg or less on PEEP`,
          `Hypoxemic failure from pneumonia, which by definition cannot be ARDS`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The PaO2/FiO2 is 68 / 0.80 = 85 mm Hg, measured on 14 cm H2O of PEEP, with bilateral opacities, an acute insult and no cardiac explanation (normal left ventricular function). A ratio of 100 mm Hg or less is severe ARDS in both the Berlin definition and the 2024 global definition.

A is wrong: a ratio of 200-300 mm Hg is mild ARDS, far above 85.
B is wrong: 100-200 mm Hg is moderate ARDS; the ratio here is below 100.
D is wrong: pneumonia is the most common direct cause of ARDS, not an exclusion.

Correct Answer: C
Key Learning Point: Compute PaO2/FiO2 on at least 5 cm H2O of PEEP and grade ARDS: 200-300 mild, 100-200 moderate, 100 or less severe.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'ards-global-definition-2024',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-001-2',
        update: `Twelve hours later, on PEEP 16 cm H2O, the plateau pressure is 27 cm H2O and the PaO2 is 70 mm Hg on FiO2 0.80. The team decides to place him prone, and the respiratory therapist is responsible for his airway during the turn.`,
        questionText: `Which preparation should the respiratory therapist make before the turn?`,
        options: [
          `Record the tube depth, secure the tube, suction and raise the FiO2 to 1.0`,
          `Disconnect the circuit during the turn so that it cannot pull on the tube`,
          `Deflate the cuff so that the turn cannot move the tube against the trachea`,
          `Lower PEEP to 5 cm H2O during the turn to avoid a fall in blood pressure`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Unplanned extubation is the most dangerous complication of proning. Noting the depth at the teeth, securing the tube, clearing secretions and preoxygenating beforehand let the team recognize a displaced tube at once and give a margin of oxygen during the move.

B is wrong: disconnecting a patient who needs PEEP 16 derecruits the lung and causes profound desaturation; the circuit is kept on and managed by the person at the head.
C is wrong: a deflated cuff invites aspiration and leak and does nothing to keep the tube in place.
D is wrong: dropping PEEP in severe ARDS causes derecruitment; blood pressure is supported in other ways.

Correct Answer: A
Key Learning Point: Before proning, the airway lead records and secures the tube, suctions and preoxygenates, and keeps the patient on the ventilator during the turn.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-001-3',
        update: `He is turned prone without incident. Four hours later the rate has been raised to 34/min, with a tidal volume of 440 mL, plateau pressure 26 cm H2O and no auto-PEEP. A heat and moisture exchanger with 60 mL of internal volume sits between the Y-piece and the tube. Blood gas on FiO2 0.60: pH 7.22, PaCO2 68 mm Hg, HCO3- 27 mEq/L, PaO2 96 mm Hg.`,
        questionText: `Which change will best lower his PaCO2 without raising lung stress?`,
        options: [
          `Raise the tidal volume to 550 mL, plateau near 32 cm H2O`,
          `Start a bicarbonate infusion aiming for a pH above 7.35`,
          `Raise the rate to 42/min, then recheck the end-expiratory hold pressure`,
          `Replace the exchanger with a heated humidifier to cut dead space`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The rate is already near the usual maximum, so the next lever is dead space. An exchanger at the Y-piece adds its internal volume to every breath: 60 of 440 mL rebreathed is a large share of a small tidal volume. A heated humidifier in the inspiratory limb removes that dead space and lowers the PaCO2 at the same tidal volume and rate.

A is wrong: 550 mL with a plateau above 30 cm H2O breaks the lung-protective limits.
B is wrong: bicarbonate does not remove CO2 and adds to the CO2 load to be cleared.
C is wrong: 42/min exceeds the usual maximum of 35/min and invites gas trapping.

Correct Answer: D
Key Learning Point: In protective ventilation with small tidal volumes, remove instrumental dead space (exchangers, extra tubing) before breaking volume or rate limits.`,
        difficulty: 'hard',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'aarc-humidification-2012',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-001-4',
        update: `After 16 hours prone he is turned supine. Four hours after turning, on PEEP 12 cm H2O and FiO2 0.50, his PaO2 is 88 mm Hg. Plateau pressure is 24 cm H2O.`,
        questionText: `How should the respiratory therapist interpret these results in planning the next prone session?`,
        options: [
          `Stop prone sessions, because the PaO2/FiO2 is now above 150 mm Hg`,
          `Stop prone sessions, because the FiO2 has been lowered to 0.60 or less`,
          `Resume prone sessions, because PEEP is still above 10 cm H2O while supine`,
          `Refer for ECMO, because oxygenation did not respond to the first session`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The PaO2/FiO2 is 88 / 0.50 = 176 mm Hg. The usual rule for ending daily prone sessions needs all three, four hours after turning supine: PaO2/FiO2 at least 150, PEEP 10 cm H2O or less and FiO2 0.60 or less. PEEP is still 12, so the criteria are not yet met and the next session should go ahead.

A is wrong: the ratio alone is not enough; PEEP must also be 10 cm H2O or less.
B is wrong: an FiO2 of 0.50 meets one criterion but not the PEEP criterion.
D is wrong: the ratio rose from about 88 to 176, a clear response; ECMO is for refractory hypoxemia.

Correct Answer: C
Key Learning Point: Keep proning daily until, four hours after turning supine, PaO2/FiO2 is at least 150 on PEEP of 10 or less and FiO2 of 0.60 or less.`,
        difficulty: 'hard',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-001-5',
        update: `By day 6 he stays supine with PaO2/FiO2 near 240 on PEEP 8 cm H2O. Overnight he develops a temperature of 38.9 °C, thick purulent secretions, a new right lower lobe infiltrate, and his FiO2 needs rise from 0.40 to 0.55.`,
        questionText: `Which recommendation should the respiratory therapist make first?`,
        options: [
          `Obtain a lower respiratory tract sample for culture before antibiotics change`,
          `Replace the ventilator circuit now, since a soiled circuit is the usual source`,
          `Raise PEEP to 16 cm H2O to recruit the new right lower lobe infiltrate`,
          `Start a prophylactic inhaled antibiotic through the inspiratory limb`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Fever, purulent secretions, a new infiltrate and worse oxygenation after 48 hours of ventilation suggest ventilator-associated pneumonia. A lower respiratory sample (endotracheal aspirate or bronchoscopic sample) taken before antibiotics are changed lets the team target therapy and narrow it later.

B is wrong: circuits are changed when visibly soiled or malfunctioning; routine changes do not lower pneumonia rates and do not treat an infection.
C is wrong: a consolidated lobe recruits poorly, and a large PEEP rise risks overdistending the recovered lung.
D is wrong: prophylactic inhaled antibiotics are not a treatment for a suspected new pneumonia and would confound the culture.

Correct Answer: A
Key Learning Point: When ventilator-associated pneumonia is suspected, recommend a lower respiratory culture before antibiotics are started or changed.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-E',
        rteArea: 'patient-data',
        source: 'shea-vap-2022',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-acc-002',
    topicId: 3,
    title: 'Dynamic hyperinflation in a ventilated patient with COPD',
    setting: 'adult-critical-care',
    category: 'chronic-lung',
    focus: 'invasive-ventilation',
    place: 'hospital',
    scenario: `A 71-year-old woman with severe COPD (FEV1 28% of predicted) was intubated for hypercapnic respiratory failure after noninvasive ventilation failed. Settings: volume control, tidal volume 450 mL, rate 24/min, constant flow 30 L/min, PEEP 5 cm H2O, FiO2 0.35. Peak pressure is 42 cm H2O and plateau pressure 24 cm H2O. The flow-time graphic shows expiratory flow that has not returned to zero when each new breath begins, and the nurse sees her neck muscles contract without the ventilator delivering a breath.`,
    items: [
      {
        key: 'case-acc-002-1',
        questionText: `Which procedure will quantify the problem the flow graphic suggests?`,
        options: [
          `An end-expiratory hold to measure the total PEEP`,
          `An end-inspiratory hold to measure the plateau pressure`,
          `A negative inspiratory force held through the endotracheal tube`,
          `A slow vital capacity through the endotracheal tube`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Expiratory flow that does not reach zero before the next breath means gas trapping (auto-PEEP). An end-expiratory occlusion lets alveolar and circuit pressure equalize; the reading is total PEEP, and total minus set PEEP is the auto-PEEP.

B is wrong: an inspiratory hold gives plateau pressure for compliance, not end-expiratory pressure.
C is wrong: negative inspiratory force measures muscle strength, not trapped gas.
D is wrong: a slow vital capacity measures volume capacity and cannot be done meaningfully in this sedated, assisted patient.

Correct Answer: A
Key Learning Point: Measure auto-PEEP with an end-expiratory hold in a relaxed patient: auto-PEEP = total PEEP - set PEEP.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-C',
        rteArea: 'patient-data',
        source: 'hess-kacmarek-2019',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-002-2',
        update: `The hold shows a total PEEP of 14 cm H2O with the set PEEP of 5 (auto-PEEP 9 cm H2O). At a flow of 30 L/min the inspiratory time is 0.9 second, leaving 1.6 seconds for exhalation at 24/min.`,
        questionText: `Which change will reduce her auto-PEEP the most?`,
        options: [
          `Lower the rate to 16/min and raise the peak flow to 60 L/min`,
          `Raise the set PEEP to 14 cm H2O to match the measured total PEEP`,
          `Add an inspiratory pause of 0.5 second to improve gas distribution`,
          `Change to a decelerating flow pattern at the same peak flow of 30 L/min`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Trapping falls when expiratory time lengthens. At 16/min the cycle is 3.75 seconds, and at 60 L/min (1 L/s) the 450 mL breath takes 0.45 second, so exhalation rises from 1.6 to about 3.3 seconds. Lowering minute ventilation is the strongest single lever, and a higher flow adds to it.

B is wrong: setting PEEP equal to total PEEP can add to hyperinflation; applied PEEP is used below the trapped pressure to help triggering, not to cure trapping.
C is wrong: a pause lengthens inspiration and shortens exhalation, worsening trapping.
D is wrong: a decelerating ramp at the same peak flow delivers the volume more slowly, lengthening inspiratory time.

Correct Answer: A
Key Learning Point: Treat auto-PEEP by lengthening expiratory time: lower rate or tidal volume first, then shorten inspiration with higher flow.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'hess-kacmarek-2019',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-002-3',
        update: `The rate is now 16/min and the flow 60 L/min. A repeat hold shows total PEEP 10 cm H2O with set PEEP 5. She still makes 6 to 8 visible inspiratory efforts a minute that fail to trigger a breath; the pressure trigger is -1 cm H2O.`,
        questionText: `Which change is most likely to let her trigger the ventilator?`,
        options: [
          `Make the pressure trigger -5 cm H2O so fewer false breaths are counted`,
          `Deepen sedation until the ineffective efforts stop appearing on the screen`,
          `Raise the set PEEP to 12 cm H2O, above the measured total PEEP`,
          `Raise the set PEEP to 8 cm H2O, below the measured total PEEP`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. With trapped pressure in the alveoli she must first lower alveolar pressure below the set PEEP before the trigger senses anything. Raising applied PEEP to about 80% of total PEEP (8 of 10 cm H2O) narrows that gap without adding to hyperinflation, so efforts start triggering.

A is wrong: a less sensitive trigger makes each effort work harder and increases missed triggers.
B is wrong: sedation hides asynchrony without fixing its cause and delays liberation.
C is wrong: applied PEEP above the trapped pressure raises end-expiratory lung volume and plateau pressure.

Correct Answer: D
Key Learning Point: For missed triggers from auto-PEEP, set applied PEEP at about 80% of total PEEP after reducing the trapping itself.`,
        difficulty: 'hard',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'hess-kacmarek-2019',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-002-4',
        update: `With PEEP 8 cm H2O the missed triggers stop and plateau pressure is 22 cm H2O. Her arterial blood gas on FiO2 0.30 is pH 7.38, PaCO2 60 mm Hg, HCO3- 34 mEq/L, PaO2 68 mm Hg. A clinic gas from last year showed an HCO3- of 33 mEq/L.`,
        questionText: `How should the respiratory therapist respond to this blood gas?`,
        options: [
          `Raise the rate to 22/min to bring the PaCO2 down to about 40 mm Hg`,
          `Increase the tidal volume to 600 mL to wash out the retained CO2`,
          `Keep the present ventilation, as this gas matches her usual baseline`,
          `Lower the rate to 10/min so that the PaCO2 can climb toward 70 mm Hg`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The pH is normal and the bicarbonate matches her chronic baseline, so this is compensated chronic hypercapnia. Ventilating her to a PaCO2 of 40 would leave a high bicarbonate behind (post-hypercapnic metabolic alkalosis) and would again shorten expiratory time.

A is wrong: driving the PaCO2 to 40 creates alkalemia and brings back trapping.
B is wrong: 600 mL raises the volume to trap and the plateau pressure, and normocapnia is not her goal.
D is wrong: deliberately letting the PaCO2 climb to 70 would produce acidemia she does not need.

Correct Answer: C
Key Learning Point: Ventilate a chronic CO2 retainer to her own baseline pH and PaCO2, not to a PaCO2 of 40.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-002-5',
        update: `Two days later she is awake and completes a 30-minute trial on pressure support 5 cm H2O and PEEP 5: rate 24/min, tidal volume 380 mL, SpO2 92% on FiO2 0.30, and a gas of pH 7.36, PaCO2 62 mm Hg, HCO3- 34 mEq/L. The team plans extubation.`,
        questionText: `Which support should the respiratory therapist recommend immediately after extubation?`,
        options: [
          `A nasal cannula at 2 L/min with an arterial blood gas checked in 4 hours`,
          `A non-rebreathing mask, since hypoxemia is the main risk after extubation`,
          `A tracheostomy instead, since her PaCO2 remains above 60 mm Hg`,
          `Noninvasive ventilation applied directly after the tube is removed`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. She passed the trial, but chronic hypercapnic COPD puts her at high risk of extubation failure. Guidelines recommend extubating such patients straight to preventive noninvasive ventilation, which lowers reintubation rates.

A is wrong: low-flow oxygen alone does not support her ventilation in the hours when failure usually begins.
B is wrong: a high FiO2 mask can worsen hypercapnia in a CO2 retainer and does not address ventilatory load.
C is wrong: a PaCO2 of 62 with a normal pH is her baseline, not a reason for a surgical airway after a passed trial.

Correct Answer: D
Key Learning Point: Extubate patients with hypercapnia or other high-risk features directly to preventive noninvasive ventilation.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'ats-accp-liberation-2017',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-acc-003',
    topicId: 3,
    title: 'Liberating a surgical patient from the ventilator',
    setting: 'adult-critical-care',
    category: 'perioperative',
    place: 'hospital',
    scenario: `A 64-year-old man is on day 5 of mechanical ventilation after an emergency laparotomy for a perforated colon with septic shock. He is on volume assist-control, FiO2 0.40, PEEP 6 cm H2O. He is awake and follows commands with sedation paused (RASS 0). He has been afebrile for 36 hours and his hemoglobin is 9.8 g/dL. The respiratory therapist is doing the morning readiness screen.`,
    items: [
      {
        key: 'case-acc-003-1',
        questionText: `Which finding, if present this morning, should postpone today's spontaneous breathing trial?`,
        options: [
          `Norepinephrine restarted overnight at 0.2 mcg/kg/min`,
          `A heart rate of 104/min in sinus rhythm with no new ectopy`,
          `A PaO2/FiO2 of 190 mm Hg on PEEP 6 cm H2O and FiO2 0.40`,
          `A hemoglobin that has drifted overnight from 9.8 to 8.4 g/dL`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Readiness requires hemodynamic stability without more than minimal vasopressor support. Restarting norepinephrine at a moderate dose shows shock has returned, so the trial should wait and the cause be sought.

B is wrong: a heart rate of 104 in sinus rhythm is within the usual screen limits (under about 140).
C is wrong: a PaO2/FiO2 above 150 on PEEP of 8 or less meets the oxygenation criterion.
D is wrong: a hemoglobin of 8.4 g/dL in a stable patient does not by itself delay a trial.

Correct Answer: A
Key Learning Point: A daily readiness screen looks for a resolving cause, adequate oxygenation on low PEEP, stable hemodynamics without significant vasopressors, and the ability to breathe spontaneously.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'ats-accp-liberation-2017',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-003-2',
        update: `No vasopressor was needed overnight and he passes the screen. The physician asks the respiratory therapist to start the trial.`,
        questionText: `How should the first spontaneous breathing trial be conducted?`,
        options: [
          `On a T-piece with FiO2 0.40 for 120 minutes before judging the result`,
          `In SIMV at a rate of 4/min with pressure support of 10 cm H2O for 2 hours`,
          `With pressure support of 5 to 8 cm H2O and PEEP 5 cm H2O for 30 minutes`,
          `On CPAP 10 cm H2O with pressure support of 15 cm H2O for 30 minutes of observation`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The ATS/ACCP guideline suggests conducting the initial trial with modest inspiratory pressure augmentation (5-8 cm H2O) rather than a T-piece, because more patients pass and extubation success is higher; 30 minutes is as informative as longer trials for most patients.

A is wrong: a 2-hour T-piece trial is harder than breathing after extubation and is not the suggested first method.
B is wrong: SIMV weaning prolongs ventilation and is not a spontaneous breathing trial.
D is wrong: PS 15 on CPAP 10 is near full support and tells little about unassisted breathing.

Correct Answer: C
Key Learning Point: Run the first spontaneous breathing trial with low pressure support (5-8 cm H2O) and PEEP 5 cm H2O for about 30 minutes.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'ats-accp-liberation-2017',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-003-3',
        update: `At 20 minutes of the trial he breathes at 34/min with a tidal volume of 290 mL. His heart rate has risen from 96 to 122/min, he is sweating, and SpO2 is 91%.`,
        questionText: `What is his rapid shallow breathing index, and what should the respiratory therapist do?`,
        options: [
          `117 breaths/min/L; end the trial, return full support and look for a cause`,
          `85 breaths/min/L; continue to 30 minutes because the index is acceptable`,
          `117 breaths/min/L; extubate, because his SpO2 is still above 90%`,
          `11.7 breaths/min/L; the trial is passed and extubation can proceed`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. RSBI = rate / tidal volume in liters = 34 / 0.29 = 117. Above about 105 predicts failure, and with the tachycardia and sweating the trial has failed. He should rest on full support while the team looks for the reason.

B is wrong: 85 is a miscalculation, and the clinical signs of distress alone would end the trial.
C is wrong: an adequate SpO2 does not outweigh tachypnea, tachycardia and diaphoresis.
D is wrong: 11.7 comes from using milliliters divided by 10 instead of liters; the index is 117.

Correct Answer: A
Key Learning Point: RSBI = f / VT (L); above about 105, or with signs of distress, stop the trial and rest the patient.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-003-4',
        update: `He rests on assist-control. His cumulative fluid balance is +9 L since admission, B-type natriuretic peptide is 980 pg/mL, the radiograph shows perihilar haze with small bilateral effusions, and the echocardiogram shows an ejection fraction of 35%.`,
        questionText: `What should the respiratory therapist recommend before the next trial?`,
        options: [
          `Schedule a tracheostomy now, since one trial has already failed`,
          `Switch to SIMV and reduce the mandatory rate by 2/min each day`,
          `Increase sedation overnight so that the diaphragm can rest fully`,
          `Diurese toward an even fluid balance, then repeat the trial`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Fluid overload with a weak left ventricle suggests weaning-induced pulmonary edema: the switch to negative-pressure breathing raises venous return and afterload. Removing fluid is a reversible fix to make before the next trial.

A is wrong: one failed trial with a reversible cause does not justify a surgical airway.
B is wrong: gradual SIMV weaning prolongs ventilation and does not address the cause.
C is wrong: heavy sedation delays liberation and adds delirium and weakness.

Correct Answer: D
Key Learning Point: After a failed trial, look for a reversible cause; fluid overload with heart failure is common and treatable with diuresis.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'ats-accp-liberation-2017',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-003-5',
        update: `After two days of diuresis (-4 L) he passes a 30-minute trial: rate 22/min, tidal volume 420 mL, strong cough, scant secretions. Before extubation, the cuff-leak test shows a leak of 60 mL (inspired minus averaged expired volume with the cuff down).`,
        questionText: `Which step should the respiratory therapist recommend before removing the tube?`,
        options: [
          `Extubate now and treat any laryngeal swelling with racemic epinephrine`,
          `Leave the cuff deflated for 24 hours to let the laryngeal swelling settle`,
          `Cancel extubation and plan a tracheostomy because laryngeal edema is certain`,
          `Give a systemic corticosteroid at least 4 hours before the planned extubation`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. A small cuff leak (commonly under about 110 mL or under 12-24% of tidal volume) marks a higher risk of post-extubation stridor. The ATS/ACCP guideline suggests systemic corticosteroids at least 4 hours before extubation in patients who fail the leak test and are at high risk.

A is wrong: proceeding without prophylaxis ignores a modifiable risk of stridor and reintubation.
B is wrong: cuff deflation does not reduce laryngeal edema and raises aspiration risk.
C is wrong: a failed leak test predicts risk, not certainty, and steroids reduce it.

Correct Answer: D
Key Learning Point: When the cuff-leak test fails in a high-risk patient, give systemic steroids at least 4 hours before extubation rather than delaying indefinitely.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'ats-accp-liberation-2017',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-003-6',
        update: `Methylprednisolone is given and he is extubated 6 hours later to a nasal cannula at 3 L/min. Forty minutes later he has a high-pitched inspiratory noise, a respiratory rate of 26/min and SpO2 94%. He can speak in short sentences.`,
        questionText: `What should the respiratory therapist do first?`,
        options: [
          `Reintubate at once with a smaller tube to secure the narrowed upper airway`,
          `Give an albuterol nebulizer to relieve the lower airway narrowing`,
          `Give nebulized racemic epinephrine and reassess the stridor closely`,
          `Apply bilevel noninvasive ventilation to stent the upper airway`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Inspiratory stridor soon after extubation with adequate oxygenation and speech is mild to moderate laryngeal edema. Nebulized racemic epinephrine (or L-epinephrine) shrinks mucosal swelling; heliox can bridge if needed, and the patient is watched for progression.

A is wrong: he is oxygenating and speaking; reintubation is for severe or worsening obstruction despite treatment.
B is wrong: albuterol treats bronchospasm (expiratory wheeze), not laryngeal edema.
D is wrong: noninvasive ventilation does not relieve upper airway edema and can delay needed reintubation.

Correct Answer: C
Key Learning Point: Treat post-extubation stridor with nebulized racemic epinephrine and close observation; reintubate if it progresses.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-acc-004',
    topicId: 3,
    title: 'Rising airway pressures after chest trauma',
    setting: 'adult-critical-care',
    category: 'trauma',
    place: 'hospital',
    scenario: `A 29-year-old man with multiple right rib fractures from a motorcycle crash is intubated (7.5 mm tube, 23 cm at the lip) on volume control: tidal volume 480 mL, rate 18/min, PEEP 8 cm H2O, FiO2 0.40. His usual peak pressure is 28 cm H2O and plateau 20 cm H2O. The high-pressure alarm now sounds: peak pressure 45 cm H2O, plateau 21 cm H2O, SpO2 falling from 96% to 91%. He is coughing and coarse rhonchi are heard over the large airways.`,
    items: [
      {
        key: 'case-acc-004-1',
        questionText: `Which change in the patient best explains these pressure readings?`,
        options: [
          `A fall in lung compliance, such as from a pneumothorax`,
          `A leak in the circuit that the ventilator is compensating for`,
          `A fall in chest wall compliance from splinting of the ribs`,
          `A rise in airway resistance, such as from retained secretions`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Peak pressure rose by 17 cm H2O while the plateau barely moved, so the extra pressure is spent driving flow through the airways, not distending the lungs. Secretions (rhonchi, coughing) narrowing the tube or large airways fit this.

A is wrong: a compliance loss raises the plateau along with the peak.
B is wrong: a leak lowers pressures and returned volume rather than raising the peak.
C is wrong: stiffer chest wall also raises the plateau pressure.

Correct Answer: D
Key Learning Point: Peak up with plateau unchanged means higher airway resistance; peak and plateau up together mean lower compliance.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'hess-kacmarek-2019',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-004-2',
        update: `The patient is on the ventilator with the alarm still sounding on each breath. No kinks are visible in the circuit and the bite block is in place.`,
        questionText: `Which action should the respiratory therapist take first?`,
        options: [
          `Suction the tube and reassess the peak pressure`,
          `Raise the high-pressure alarm limit to 55 cm H2O to stop the alarm`,
          `Increase PEEP to 12 cm H2O to hold the small airways open`,
          `Ask for a neuromuscular blocker to stop him from coughing`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Rhonchi, coughing and a resistance pattern point to secretions; suctioning removes them, and a fall in peak pressure confirms the cause.

B is wrong: raising the limit silences the warning and lets high pressures pass without fixing anything.
C is wrong: more PEEP does not clear secretions and raises all pressures.
D is wrong: paralysis removes his cough, the mechanism that brings secretions up, and treats nothing.

Correct Answer: A
Key Learning Point: With a resistance pattern and signs of secretions, suction first and recheck the peak pressure.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'aarc-suctioning-2022',
        reviewed: '2026-11-28',
        written: '2026-11-28',
      },
      {
        key: 'case-acc-004-3',
        update: `Thick secretions are removed and the peak pressure returns to 29 cm H2O. Two hours later peak and plateau pressures jump to 48 and 40 cm H2O, breath sounds vanish on the right, the trachea shifts left and the blood pressure falls to 78/40 mm Hg. The physician inserts a needle in the right second intercostal space; air rushes out and the blood pressure rises to 104/66 mm Hg.`,
        questionText: `Which step should follow this decompression?`,
        options: [
          `Remove the needle catheter once the blood pressure is back to normal`,
          `Obtain a chest CT scan before any further procedure is considered`,
          `Raise PEEP to 15 cm H2O to help re-expand the collapsed right lung`,
          `Place a right chest tube, as the needle is a temporary measure`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Needle decompression converts a tension pneumothorax into a simple one but does not drain it reliably; catheters kink or dislodge, and positive pressure keeps feeding the leak. A chest tube (tube thoracostomy) is placed promptly.

A is wrong: removing the catheter without a chest tube lets the tension pneumothorax recur under positive pressure.
B is wrong: a CT scan delays definitive drainage in a patient who was just in shock.
C is wrong: higher PEEP increases flow through the leak and raises pleural pressure.

Correct Answer: D
Key Learning Point: Needle decompression buys time; a chest tube should follow promptly, especially during positive-pressure ventilation.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-004-4',
        update: `His blood pressure is now 112/70 mm Hg and SpO2 95%. A chest tube is placed and connected to a drainage system at -20 cm H2O suction. The next morning there is continuous bubbling in the air-leak chamber through inspiration and expiration. Briefly clamping the tube at the chest wall dressing stops the bubbling.`,
        questionText: `What does this test show about the air leak?`,
        options: [
          `The leak is at a tubing connection between the clamp and the drainage unit`,
          `The suction control chamber is overfilled and needs water removed`,
          `The bubbling is normal tidaling that follows the breathing cycle`,
          `The leak comes from the patient's pleural space, not the drainage system`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Clamping at the chest wall isolates the patient from the drainage system. If the bubbling stops, air was entering from the patient's side (a persistent leak from the lung, or the insertion site); the provider should be told and the leak followed.

A is wrong: a leak downstream of the clamp keeps bubbling when the tube is clamped.
B is wrong: the suction chamber level sets the suction pressure; it does not create bubbling in the air-leak chamber.
C is wrong: tidaling is a rise and fall of the water column, not continuous bubbling.

Correct Answer: D
Key Learning Point: Clamp briefly near the chest wall: bubbling that stops means the leak is from the patient; bubbling that continues means a system leak.`,
        difficulty: 'hard',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-004-5',
        update: `Three days later the bubbling has stopped. The water column in the water-seal chamber no longer rises and falls with breathing. He is comfortable, breath sounds are present on both sides and the drainage tubing has no visible kinks or dependent loops of clot.`,
        questionText: `What is the most likely explanation for the loss of fluctuation?`,
        options: [
          `The suction setting is too high and has flattened the water seal`,
          `The right lung has re-expanded and the pleural leak has sealed`,
          `A new leak has opened in the tubing between patient and unit`,
          `The water-seal chamber has evaporated and needs to be refilled`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Tidaling stops either when the tube is blocked or when the re-expanded lung fills the pleural space so pressure swings no longer reach the chamber. With patent tubing, bilateral breath sounds and no bubbling, re-expansion is most likely; a chest radiograph confirms it before the tube is removed.

A is wrong: suction level does not stop tidaling in a working system; fluctuation is still seen when suction is briefly off.
C is wrong: a new leak produces bubbling, which has stopped.
D is wrong: an empty water seal would let air bubble freely and would leave no seal at all, not a quiet column.

Correct Answer: B
Key Learning Point: With a patent chest tube, no bubbling and no tidaling usually means the lung has re-expanded; confirm with a radiograph.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'egans-2020',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-acc-005',
    topicId: 8,
    title: 'Septic shock with a mixed acid-base disorder',
    setting: 'adult-critical-care',
    category: 'infectious',
    place: 'hospital',
    scenario: `A 67-year-old woman (predicted body weight 60 kg) is transferred to the ICU with biliary sepsis. After 30 mL/kg of crystalloid her blood pressure is 82/46 mm Hg, heart rate 124/min, respiratory rate 32/min, and lactate 5.1 mmol/L. She is confused. On a nasal cannula at 4 L/min her arterial blood gas is pH 7.24, PaCO2 30 mm Hg, HCO3- 12.4 mEq/L, PaO2 74 mm Hg.`,
    items: [
      {
        key: 'case-acc-005-1',
        questionText: `How should the respiratory therapist interpret her acid-base status?`,
        options: [
          `Metabolic acidosis with the expected respiratory compensation`,
          `Primary respiratory alkalosis with metabolic compensation`,
          `Metabolic acidosis with a concurrent respiratory acidosis`,
          `Metabolic acidosis with a concurrent respiratory alkalosis`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The low pH and bicarbonate make metabolic acidosis primary. Winters' formula predicts PaCO2 = 1.5 x 12.4 + 8 = 26.6 plus or minus 2 (about 25-29). Her PaCO2 of 30 is higher than expected, so ventilation is not keeping up: a concurrent respiratory acidosis, an early sign of tiring.

A is wrong: the PaCO2 sits above the predicted range, so compensation is not adequate.
B is wrong: the pH is acidemic, which rules out a primary alkalosis.
D is wrong: a respiratory alkalosis would push the PaCO2 below the predicted range, not above it.

Correct Answer: C
Key Learning Point: In metabolic acidosis, compare the PaCO2 with Winters' formula (1.5 x HCO3- + 8 plus or minus 2); a higher PaCO2 means added respiratory acidosis.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'aarc-blood-gas-2013',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-005-2',
        update: `Norepinephrine is started. Over the next 30 minutes her respiratory rate rises to 38/min with accessory muscle use, and she becomes more drowsy and cannot follow commands reliably.`,
        questionText: `Which form of respiratory support should the respiratory therapist recommend?`,
        options: [
          `Intubation and invasive mechanical ventilation`,
          `Bilevel noninvasive ventilation at 12/5 cm H2O via a full face mask`,
          `High-flow nasal cannula at 60 L/min with FiO2 0.50`,
          `A non-rebreathing mask and a repeat blood gas in 1 hour`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. She is in shock on a vasopressor, her consciousness is falling and her work of breathing is rising with a failing respiratory compensation. These are contraindications to noninvasive support, and controlled ventilation also cuts the oxygen cost of breathing.

B is wrong: noninvasive ventilation is unsafe with hemodynamic instability and a depressed level of consciousness.
C is wrong: high-flow oxygen does not take over the work of breathing or protect the airway.
D is wrong: an hour of watching on a mask risks respiratory arrest in a tiring, shocked patient.

Correct Answer: A
Key Learning Point: Shock plus a falling level of consciousness and rising work of breathing call for intubation rather than noninvasive support.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'ers-ats-niv-2017',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-005-3',
        update: `She is intubated. The initial ventilator order is volume control, tidal volume 360 mL, rate 14/min, PEEP 5 cm H2O, FiO2 0.50. Before intubation her minute ventilation was estimated at about 16 L/min.`,
        questionText: `Which set rate should the respiratory therapist recommend?`,
        options: [`14/min`, `20/min`, `30/min`, `40/min`],
        correctAnswer: 'C',
        explanation: `C is correct. Her own breathing was compensating for a severe metabolic acidosis. At 14/min and 360 mL the minute ventilation is only about 5 L/min; the PaCO2 would climb and the pH could fall to a dangerous level. A rate near 30/min (about 11 L/min) brings ventilation much closer to her need while staying within the usual limit of 35/min.

A is wrong: 14/min removes her compensation and risks severe acidemia and cardiovascular collapse.
B is wrong: 20/min (about 7 L/min) still falls far short of her pre-intubation ventilation.
D is wrong: 40/min exceeds the usual maximum and leaves too little expiratory time, inviting auto-PEEP.

Correct Answer: C
Key Learning Point: After intubating a patient with metabolic acidosis, set the rate to approach the pre-intubation minute ventilation so compensation is not lost.`,
        difficulty: 'hard',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'hess-kacmarek-2019',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-005-4',
        update: `One hour later on rate 30/min with no auto-PEEP, the blood gas shows pH 7.32, PaCO2 34 mm Hg, HCO3- 17 mEq/L. Norepinephrine is 0.15 mcg/kg/min with a mean arterial pressure of 68 mm Hg, and the lactate is 3.6 mmol/L.`,
        questionText: `Which conclusion about her course is best supported?`,
        options: [
          `Bicarbonate should be given until the pH is above 7.35`,
          `Perfusion is improving: lactate has fallen about 30% with MAP at goal`,
          `The rate should be cut to 20/min because the PaCO2 is now below 35 mm Hg`,
          `The MAP target should be raised to 85 mm Hg so that lactate clears faster`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Lactate fell from 5.1 to 3.6 mmol/L (about 30%) with a mean arterial pressure at the 65 mm Hg goal and a rising pH, so resuscitation is working; lactate is rechecked to guide it.

A is wrong: the sepsis guideline advises against bicarbonate for hypoperfusion acidosis with a pH of 7.2 or higher.
C is wrong: her low PaCO2 is compensation for a metabolic acidosis that persists; cutting the rate would drop the pH.
D is wrong: a higher MAP target has not improved outcomes and adds vasopressor exposure.

Correct Answer: B
Key Learning Point: In septic shock, a falling lactate with MAP of 65 or more shows resuscitation is working; keep ventilatory compensation while the acidosis persists.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'ssc-sepsis-2021',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-005-5',
        update: `On day 3 she is off norepinephrine, still intubated, and follows commands when sedation is held. The unit is reviewing its ventilator bundle.`,
        questionText: `Which practice should the respiratory therapist promote to shorten her ventilation and lower her risk of ventilator-associated pneumonia?`,
        options: [
          `Replacing the ventilator circuit every 48 hours with a sterile one`,
          `Brushing with 0.12% chlorhexidine four times a day for oral care`,
          `Instilling 5 mL of saline before each suction to thin secretions`,
          `Pairing a daily sedation interruption with a breathing trial`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Daily sedation interruption paired with a spontaneous breathing trial is an essential practice in the 2022 SHEA/IDSA/APIC update: it shortens ventilation, and fewer ventilator days means fewer ventilator-associated events.

A is wrong: scheduled circuit changes do not lower pneumonia rates; change circuits when soiled or malfunctioning.
B is wrong: routine oral chlorhexidine is no longer recommended, as it may raise mortality without lowering pneumonia.
C is wrong: saline instillation does not thin secretions and may carry bacteria deeper into the lungs.

Correct Answer: D
Key Learning Point: Cut ventilator days: pair daily sedation interruption with a spontaneous breathing trial, keep the head raised, and change circuits only when soiled.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-B',
        rteArea: 'equipment-infection',
        source: 'shea-vap-2022',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-acc-006',
    topicId: 8,
    title: 'Ascending weakness in Guillain-Barré syndrome',
    setting: 'adult-critical-care',
    category: 'neurological',
    place: 'hospital',
    scenario: `A 41-year-old man (predicted body weight 75 kg) with Guillain-Barré syndrome diagnosed 2 days ago is admitted to the ICU for monitoring. The weakness has climbed from his legs to his arms, and neck flexion is now weak. His respiratory rate is 24/min and SpO2 96% on room air. The physician asks the respiratory therapist to monitor his breathing.`,
    items: [
      {
        key: 'case-acc-006-1',
        questionText: `Which bedside measurements best track this patient's risk of respiratory failure?`,
        options: [
          `SpO2 trends on room air, checked and charted every hour`,
          `Vital capacity and maximal inspiratory pressure`,
          `Peak expiratory flow measured three times a shift`,
          `Arterial blood gases drawn every 4 hours through the day`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. In neuromuscular weakness the vital capacity and maximal inspiratory pressure fall before gas exchange fails; serial values show the trend and guide the timing of intubation.

A is wrong: SpO2 stays normal until late, often until just before arrest.
C is wrong: peak expiratory flow reflects airway caliber and effort more than inspiratory muscle strength.
D is wrong: hypercapnia appears late in neuromuscular failure; a normal gas is falsely reassuring.

Correct Answer: B
Key Learning Point: Follow vital capacity and maximal inspiratory pressure in neuromuscular weakness; oximetry and blood gases change late.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-C',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-006-2',
        update: `At 12:00 his vital capacity is recorded as 1.6 L and his maximal inspiratory pressure as -32 cm H2O. At 16:00 the values are 0.9 L and -14 cm H2O, but the nurse notes that his lips are weak, air leaks around the mouthpiece, and his speech and cough are unchanged from noon.`,
        questionText: `How should the respiratory therapist respond to the 16:00 values?`,
        options: [
          `Repeat them at once with a face mask or flanged mouthpiece and nose clip`,
          `Accept them and call for emergency intubation before the next reading`,
          `Skip further readings, since facial weakness makes them meaningless`,
          `Replace them with an arterial blood gas, which needs no cooperation`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A leak at the lips makes vital capacity and inspiratory pressure falsely low. The sudden drop does not match his unchanged speech and cough, so the measurement, not the patient, is suspect. Repeating it with a face mask or a flanged mouthpiece and nose clip gives a valid value.

B is wrong: acting on a reading affected by leak could lead to an unneeded intubation; a valid repeat takes minutes.
C is wrong: the trend remains the best guide; the technique is adapted, not abandoned.
D is wrong: blood gases stay normal until late in neuromuscular failure and cannot replace strength measures.

Correct Answer: A
Key Learning Point: When facial weakness causes a leak, measure vital capacity and MIP through a face mask or flanged mouthpiece before acting on a sudden fall.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-C',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-006-3',
        update: `With a face mask the values are 1.15 L (about 15 mL/kg) and -24 cm H2O, down from noon, and he now coughs weakly. He is electively intubated without incident; his chest radiograph is clear.`,
        questionText: `Which initial volume control settings are most appropriate?`,
        options: [
          `Tidal volume 300 mL with a rate of 28/min`,
          `Tidal volume 520 mL with a rate of 14/min`,
          `Tidal volume 800 mL with a rate of 10/min`,
          `Tidal volume 960 mL with a rate of 8/min`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Even with healthy lungs, tidal volumes of 6-8 mL/kg predicted body weight are used; 520 mL is about 7 mL/kg for 75 kg, and 14/min gives a normal minute ventilation of about 7.3 L/min.

A is wrong: 4 mL/kg with a rapid rate raises dead-space ventilation and atelectasis without a reason for ultra-low volumes.
C is wrong: 800 mL is nearly 11 mL/kg, enough to injure healthy lungs over days of ventilation.
D is wrong: 960 mL (13 mL/kg) is an old large-volume practice that increases lung injury.

Correct Answer: B
Key Learning Point: Start tidal volume at 6-8 mL/kg predicted body weight for any ventilated adult, not only for ARDS.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'hess-kacmarek-2019',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-006-4',
        update: `He receives intravenous immunoglobulin. On day 10 he is on pressure support 10 cm H2O, PEEP 5: rate 18/min, tidal volume 430 mL, rapid shallow breathing index 42. His vital capacity is 0.6 L (8 mL/kg) and maximal inspiratory pressure -18 cm H2O.`,
        questionText: `How should the respiratory therapist judge his readiness for extubation?`,
        options: [
          `Ready, because an index under 105 predicts success`,
          `Ready, because he tolerates pressure support of 10 cm H2O well for hours`,
          `Not ready, because his vital capacity and MIP are still too low`,
          `Not ready, because an index above 105 predicts failure`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The index looks good only because pressure support is carrying the load. A vital capacity of 8 mL/kg and a maximal inspiratory pressure of -18 cm H2O leave no reserve to breathe, cough or clear secretions unaided, so extubation would likely fail.

A is wrong: the index was measured on substantial support and does not reflect his weak muscles.
B is wrong: tolerating 10 cm H2O of support says nothing about breathing unassisted.
D is wrong: his index is 42, not above 105.

Correct Answer: C
Key Learning Point: In neuromuscular disease, judge extubation on muscle strength and cough, not only on an index measured with support.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-006-5',
        update: `Over the next week his strength barely changes: vital capacity 9 mL/kg and maximal inspiratory pressure -16 cm H2O on day 17. Neurology expects recovery over weeks to months.`,
        questionText: `Which recommendation best fits his expected course?`,
        options: [
          `Extubate to bilevel noninvasive ventilation and hope for a recovery`,
          `Plan a tracheostomy for the prolonged ventilation that is expected`,
          `Run a 2-hour T-piece trial each day until one of them is finally passed`,
          `Keep the oral tube in place and reassess when another month has passed`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Slow recovery is expected, so ventilation will last weeks. A tracheostomy improves comfort, allows less sedation, eases mouth care and speech, and makes gradual liberation easier.

A is wrong: with a vital capacity of 9 mL/kg and a weak cough he would likely fail and need urgent reintubation.
C is wrong: daily exhausting T-piece trials without adequate strength add fatigue and do not speed recovery.
D is wrong: prolonged translaryngeal intubation adds laryngeal injury and sedation needs.

Correct Answer: B
Key Learning Point: When prolonged ventilation is expected in slowly recovering neuromuscular disease, recommend a tracheostomy.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-acc-007',
    topicId: 12,
    title: 'Acute pulmonary edema after myocardial infarction',
    setting: 'adult-critical-care',
    category: 'cardiovascular',
    place: 'hospital',
    scenario: `A 74-year-old woman is in the coronary care unit 2 days after an anterior myocardial infarction. At 03:00 she becomes acutely dyspneic: respiratory rate 34/min, SpO2 84% on a nasal cannula at 4 L/min, blood pressure 168/94 mm Hg, heart rate 118/min. She is sitting bolt upright, alert and frightened, with crackles to the mid-lung fields and pink frothy sputum.`,
    items: [
      {
        key: 'case-acc-007-1',
        questionText: `While medical therapy is being ordered, which respiratory support should the respiratory therapist start?`,
        options: [
          `A nasal cannula increased to 6 L/min with a blood gas in 1 hour`,
          `Urgent intubation and volume control ventilation with PEEP 5`,
          `CPAP of about 10 cm H2O by full face mask with a high FiO2`,
          `High-flow nasal cannula at 20 L/min with an FiO2 of 0.40 to start`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. In cardiogenic pulmonary edema, CPAP or bilevel ventilation recruits flooded alveoli, lowers the work of breathing and reduces left ventricular afterload and preload. The ERS/ATS guideline recommends noninvasive ventilation here, and she is alert and able to protect her airway.

A is wrong: more low-flow oxygen does not treat the edema or the work of breathing, and she is already badly hypoxemic.
B is wrong: an alert, cooperative patient is a good candidate for a trial of noninvasive support first.
D is wrong: 20 L/min with FiO2 0.40 is too little flow and oxygen for this degree of distress.

Correct Answer: C
Key Learning Point: Start CPAP or bilevel noninvasive ventilation for cardiogenic pulmonary edema in an alert patient.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'ers-ats-niv-2017',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-007-2',
        update: `She is placed on CPAP 10 cm H2O with FiO2 0.60 through a full face mask and receives intravenous nitroglycerin and furosemide. One hour later her rate is 24/min, SpO2 100%, and the blood gas shows pH 7.38, PaCO2 42 mm Hg, HCO3- 24 mEq/L, PaO2 172 mm Hg. She is calmer.`,
        questionText: `Which adjustment is most appropriate now?`,
        options: [
          `Lower the FiO2 stepwise, keeping the SpO2 about 94-98%`,
          `Increase CPAP to 15 cm H2O to clear the remaining edema`,
          `Change to bilevel at 20/10 cm H2O to lower the PaCO2`,
          `Remove the mask and return her to the nasal cannula at 6 L/min`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. She is responding, and a PaO2 of 172 mm Hg means more oxygen than she needs. Lowering the FiO2 to the 94-98% range the 2022 AARC guideline sets for most hospitalized adults avoids hyperoxia while CPAP continues to work.

B is wrong: she is improving at 10 cm H2O; more pressure adds discomfort, leak and hemodynamic effects without a need.
C is wrong: her PaCO2 is normal; bilevel support is not needed to lower it.
D is wrong: stopping CPAP after an hour risks relapse while the edema is still resolving.

Correct Answer: A
Key Learning Point: When noninvasive support works, first wean the FiO2 to the oxygen target, then the pressure as the cause resolves.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'aarc-oxygen-acute-2022',
        reviewed: '2026-11-28',
        written: '2026-11-28',
      },
      {
        key: 'case-acc-007-3',
        update: `Three hours later she vomits once into the mask. She is now drowsy and responds only to voice, with a respiratory rate of 12/min. Blood gas on CPAP 10 and FiO2 0.50: pH 7.25, PaCO2 62 mm Hg, HCO3- 26 mEq/L. SpO2 is 90%.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Change to bilevel ventilation at 16/10 cm H2O and recheck the gas in 1 hour`,
          `Increase CPAP to 14 cm H2O and raise the FiO2 to 0.80`,
          `Change to a nasal mask so that vomitus can drain freely`,
          `Remove the mask, suction the airway and prepare for intubation`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Vomiting, a falling level of consciousness and a new acute respiratory acidosis mean noninvasive ventilation is failing and is no longer safe: she cannot protect her airway. The mask is removed, the airway cleared and intubation prepared.

A is wrong: bilevel support might lower the PaCO2, but vomiting with depressed consciousness contraindicates any mask ventilation.
B is wrong: more CPAP and oxygen do not address hypoventilation or aspiration risk.
C is wrong: a nasal mask still delivers positive pressure to an unprotected airway in a drowsy patient who is vomiting.

Correct Answer: D
Key Learning Point: Vomiting, declining consciousness and worsening hypercapnia on noninvasive ventilation call for intubation, not a change of mask or mode.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'ers-ats-niv-2017',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-007-4',
        update: `She is intubated. Settings: volume control, tidal volume 380 mL, rate 20/min, PEEP 5 cm H2O, FiO2 0.80. SpO2 is 88%. The radiograph shows the tube 4 cm above the carina and diffuse alveolar edema.`,
        questionText: `Which change should the respiratory therapist recommend to improve her oxygenation?`,
        options: [
          `Raise the tidal volume to 600 mL to recruit flooded alveoli`,
          `Increase PEEP to 10 cm H2O and reassess SpO2 and blood pressure`,
          `Increase the rate to 30/min to lower the PaCO2 further`,
          `Raise FiO2 to 1.0 and remove PEEP to protect her blood pressure`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Alveolar edema causes shunt that responds to PEEP: it keeps fluid-filled units open and reduces venous return and left ventricular afterload, which helps the failing heart. Her blood pressure is watched as PEEP rises.

A is wrong: 600 mL is far above 8 mL/kg predicted body weight and adds lung stress without treating the shunt.
C is wrong: the rate changes CO2, not the shunt causing her hypoxemia.
D is wrong: shunt responds poorly to FiO2 alone, and removing PEEP worsens both the edema and oxygenation.

Correct Answer: B
Key Learning Point: Hypoxemia from cardiogenic pulmonary edema is shunt; treat it with PEEP rather than FiO2 alone.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'hess-kacmarek-2019',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-007-5',
        update: `She is kept on PEEP 10 cm H2O and diuresed. Over 24 hours she loses 2.5 L and the FiO2 is weaned to 0.40.`,
        questionText: `Which finding best shows that the alveolar edema is resolving?`,
        options: [
          `Static compliance up from 28 to 44 mL/cm H2O at the same tidal volume`,
          `Peak pressure up from 30 to 34 cm H2O with the plateau unchanged`,
          `Heart rate down from 118 to 98/min after a dose of sedation`,
          `PetCO2 up from 34 to 42 mm Hg at the same minute ventilation`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. As edema fluid leaves the alveoli, more units take part in each breath and the lungs stiffen less; a rise in static compliance (tidal volume divided by plateau minus PEEP) at the same volume tracks that recovery, along with the falling FiO2 need.

B is wrong: a higher peak with the same plateau points to more airway resistance, such as secretions, not to less edema.
C is wrong: a slower heart rate after sedation reflects the drug, not the lungs.
D is wrong: a rising PetCO2 at the same ventilation suggests hypoventilation or more CO2 production, not resolving edema.

Correct Answer: A
Key Learning Point: Rising static compliance and falling oxygen needs at constant settings show that alveolar edema is clearing.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'hess-kacmarek-2019',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-acc-008',
    topicId: 8,
    title: 'Ventilating a patient with severe traumatic brain injury',
    setting: 'adult-critical-care',
    category: 'trauma',
    place: 'hospital',
    scenario: `A 35-year-old man with a severe traumatic brain injury after a fall (Glasgow Coma Scale 6) is intubated with an intracranial pressure monitor in place. Settings: volume control, tidal volume 540 mL, rate 14/min, PEEP 5 cm H2O, FiO2 0.40. ICP is 18 mm Hg and mean arterial pressure 88 mm Hg. Blood gas: pH 7.41, PaCO2 38 mm Hg, HCO3- 24 mEq/L, PaO2 118 mm Hg. He needs a repeat head CT, two floors away.`,
    items: [
      {
        key: 'case-acc-008-1',
        questionText: `How should his ventilation be managed during the trip to the scanner?`,
        options: [
          `Bag him by hand with 100% oxygen at about 20 breaths/min`,
          `Use a transport ventilator at his ICU settings with continuous capnography`,
          `Remove PEEP for the trip so that the transport setup is simpler`,
          `Set the transport ventilator to hold his PaCO2 near 30 mm Hg`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Transport is a high-risk period. A transport ventilator reproducing his ICU settings, with continuous capnography, keeps his PaCO2 stable; in brain injury even brief unintended hyperventilation or hypoventilation changes cerebral blood flow and ICP.

A is wrong: manual bagging typically delivers erratic, excessive ventilation, which lowers the PaCO2 and can reduce cerebral blood flow.
C is wrong: removing PEEP can cause derecruitment and hypoxemia, which harms the injured brain.
D is wrong: prophylactic hypocapnia is advised against after traumatic brain injury; it risks cerebral ischemia.

Correct Answer: B
Key Learning Point: Transport a ventilated brain-injured patient on a transport ventilator at the ICU settings with continuous capnography.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'aarc-transport-2002',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-008-2',
        update: `He returns from the scanner with a PaCO2 of 37 mm Hg. Six hours later the ICP climbs to 34 mm Hg for 10 minutes, the right pupil becomes dilated and sluggish, the blood pressure is 176/62 mm Hg and the heart rate falls to 52/min. The neurosurgeon is on the way.`,
        questionText: `Which temporary ventilator measure is appropriate until definitive treatment?`,
        options: [
          `Increase PEEP to 15 cm H2O to improve cerebral oxygen delivery`,
          `Briefly hyperventilate to a PaCO2 of about 30-35 mm Hg`,
          `Lay the head of the bed flat to raise cerebral perfusion`,
          `Suction deeply three times to trigger a cough and lower ICP`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. A dilating pupil, hypertension and bradycardia with a surging ICP signal impending herniation. Short-term hyperventilation lowers ICP within minutes by constricting cerebral vessels and is an accepted bridge until osmotherapy or surgery takes effect.

A is wrong: high PEEP can impede venous return from the head and does not treat herniation.
C is wrong: lying flat impairs cerebral venous drainage; the head is kept raised about 30 degrees.
D is wrong: suctioning and coughing raise ICP sharply.

Correct Answer: B
Key Learning Point: Reserve hyperventilation for brief use during signs of herniation, as a bridge to definitive treatment.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-008-3',
        update: `Hypertonic saline is given and the ICP falls to 19 mm Hg; ventilation is returned to his earlier settings. He now has coarse rhonchi over the trachea and the SpO2 is 94%.`,
        questionText: `How should the respiratory therapist perform endotracheal suctioning in this patient?`,
        options: [
          `Instill 5 mL of saline before each pass to loosen the thick secretions`,
          `Use a catheter that fills most of the tube so one pass is enough`,
          `Hyperoxygenate first and keep each pass under about 15 seconds`,
          `Suction on a fixed hourly schedule to prevent any plugging`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Suctioning raises ICP and can cause hypoxemia. Preoxygenation, short passes (no more than about 15 seconds) and as few passes as needed limit both effects; suctioning is done when secretions are present, as they are now.

A is wrong: saline instillation provokes coughing, raises ICP and has no proven benefit.
B is wrong: a catheter should occlude no more than about half the tube's inner diameter, or it causes large drops in lung volume.
D is wrong: routine scheduled suctioning adds ICP spikes without need.

Correct Answer: C
Key Learning Point: In raised ICP, suction only when needed, preoxygenate, and keep passes short and few.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'aarc-suctioning-2022',
        reviewed: '2026-11-28',
        written: '2026-11-28',
      },
      {
        key: 'case-acc-008-4',
        update: `On day 3 he develops an aspiration pneumonia. On FiO2 0.60 and PEEP 5 cm H2O his PaO2 is 96 mm Hg (PaO2/FiO2 160). ICP is 15 mm Hg and mean arterial pressure 84 mm Hg.`,
        questionText: `Which change should the respiratory therapist recommend for his oxygenation?`,
        options: [
          `Increase PEEP to 10 cm H2O while watching ICP and blood pressure`,
          `Keep PEEP at 5, because any higher level will raise his ICP`,
          `Raise the tidal volume to 10 mL/kg to recruit the injured lung`,
          `Accept an SpO2 of 85% to spare the brain from PEEP`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Moderate PEEP raises ICP little when the patient is not hypovolemic and is usually well tolerated, while hypoxemia itself harms the injured brain. Raising PEEP with ICP and MAP monitored lets the team see any effect on cerebral perfusion.

B is wrong: PEEP is not forbidden in brain injury; its effect is small and can be monitored.
C is wrong: large tidal volumes add lung injury and lower the PaCO2, which narrows cerebral vessels.
D is wrong: hypoxemia is a major cause of secondary brain injury.

Correct Answer: A
Key Learning Point: In brain injury, treat hypoxemia with moderate PEEP while monitoring ICP and MAP; avoid both hypoxemia and hypocapnia.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-008-5',
        update: `On PEEP 10 cm H2O his SpO2 is 96% on FiO2 0.45. The monitor shows an ICP of 16 mm Hg and a mean arterial pressure of 84 mm Hg.`,
        questionText: `What is his cerebral perfusion pressure and how should it be judged?`,
        options: [
          `52 mm Hg, below target; PEEP should be lowered at once`,
          `68 mm Hg, within the usual target; keep PEEP at 10`,
          `68 mm Hg, too high; the MAP should be brought down`,
          `100 mm Hg, above target; sedation should be deepened`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Cerebral perfusion pressure = MAP - ICP = 84 - 16 = 68 mm Hg, inside the usual target of about 60-70 mm Hg, so the PEEP increase has not compromised cerebral perfusion.

A is wrong: 52 mm Hg is a miscalculation; the CPP is adequate.
C is wrong: 68 mm Hg is within target, not too high.
D is wrong: 100 mm Hg adds the ICP to the MAP instead of subtracting it.

Correct Answer: B
Key Learning Point: CPP = MAP - ICP; keep it about 60-70 mm Hg after severe traumatic brain injury.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-acc-009',
    topicId: 12,
    title: 'Sudden dyspnea after hip replacement',
    setting: 'adult-critical-care',
    category: 'perioperative',
    place: 'hospital',
    scenario: `A 52-year-old woman in the surgical step-down unit, 4 days after a hip replacement, develops sudden dyspnea and pleuritic chest pain. Heart rate 122/min, respiratory rate 30/min, blood pressure 118/72 mm Hg, SpO2 88% on room air. Breath sounds are clear and the chest radiograph is unremarkable. Room-air blood gas (barometric pressure 760 mm Hg): pH 7.50, PaCO2 28 mm Hg, HCO3- 21 mEq/L, PaO2 58 mm Hg.`,
    items: [
      {
        key: 'case-acc-009-1',
        questionText: `What is her alveolar-arterial oxygen gradient, and what does it indicate?`,
        options: [
          `About 10 mm Hg; hypoxemia from hypoventilation`,
          `About 57 mm Hg; hypoxemia from V/Q mismatch or shunt`,
          `About 57 mm Hg; hypoxemia from a low inspired oxygen`,
          `About 92 mm Hg; hypoxemia from a diffusion defect alone`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. PAO2 = 0.21 x (760 - 47) - 28/0.8 = 150 - 35 = 115 mm Hg, so the gradient is 115 - 58 = 57 mm Hg, well above the roughly 10-20 expected for her age. A wide gradient with a clear radiograph points to V/Q mismatch, typical of pulmonary embolism.

A is wrong: her PaCO2 is low, so she is hyperventilating; hypoventilation keeps the gradient normal.
C is wrong: she is breathing room air at sea level; a low inspired oxygen keeps the gradient normal.
D is wrong: 92 is a miscalculation, and diffusion limitation alone rarely causes resting hypoxemia of this size.

Correct Answer: B
Key Learning Point: A-a gradient = [FiO2 x (PB - 47) - PaCO2/0.8] - PaO2; a wide gradient means V/Q mismatch, shunt or diffusion problems.`,
        difficulty: 'hard',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'west-physiology-2021',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-009-2',
        update: `On a nasal cannula at 4 L/min her SpO2 is 93%. Her clinical probability of pulmonary embolism is high. Her creatinine has risen to 3.4 mg/dL after surgery, and the radiologist advises against iodinated contrast.`,
        questionText: `Which imaging study should the respiratory therapist suggest to confirm the diagnosis?`,
        options: [
          `A D-dimer assay, with imaging if the result is raised`,
          `A noncontrast chest CT to look for the clot`,
          `A ventilation-perfusion lung scan`,
          `A repeat chest radiograph in 6 hours`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. When contrast is unsafe, a ventilation-perfusion scan is the usual alternative. Her normal chest radiograph makes the scan easier to read, because mismatched perfusion defects stand out against normally ventilated lung.

A is wrong: after surgery a D-dimer is almost always raised, and with a high clinical probability a negative result would not exclude embolism anyway.
B is wrong: clots in the pulmonary arteries are not visible on CT without contrast.
D is wrong: a radiograph is often normal in embolism and cannot confirm it.

Correct Answer: C
Key Learning Point: If CT angiography is contraindicated (renal failure, contrast allergy), a V/Q scan is the imaging choice for suspected embolism, best read with a clear radiograph.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-E',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-009-3',
        update: `While she waits for the scan, nasal capnography shows a PetCO2 of 22 mm Hg. A repeat arterial PaCO2 is 30 mm Hg.`,
        questionText: `What does the difference between these two values most likely reflect?`,
        options: [
          `A sampling error, because nasal capnography cannot read a true PetCO2`,
          `A rising metabolic rate that is raising her overall CO2 production`,
          `A shunt that has allowed venous blood to bypass the lungs`,
          `A rise in alveolar dead space from lung units without perfusion`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Normally PetCO2 is within about 2-5 mm Hg of PaCO2. Ventilated alveoli that have lost their blood supply add CO2-free gas to the exhaled sample, widening the gap (here 8 mm Hg). This fits pulmonary embolism.

A is wrong: sidestream sampling through a nasal cannula gives a usable PetCO2 trend in a spontaneously breathing patient.
B is wrong: more CO2 production raises both values together and does not widen the gap.
C is wrong: shunt has little effect on the arterial to end-tidal CO2 gap; it mainly lowers PaO2.

Correct Answer: D
Key Learning Point: A widened PaCO2-PetCO2 gap means more alveolar dead space, as in pulmonary embolism or low cardiac output.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'aarc-capnography-2011',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-009-4',
        update: `The scan shows large mismatched defects in both lungs and the echocardiogram shows a dilated right ventricle. Twenty minutes later her blood pressure is 78/50 mm Hg, heart rate 134/min, SpO2 86% on a non-rebreathing mask, and her skin is cool.`,
        questionText: `Which treatment is most appropriate now?`,
        options: [
          `Anticoagulation alone, with a repeat assessment in 6 hours`,
          `Urgent reperfusion, with catheter or surgical clot removal considered`,
          `Rapid intubation with high PEEP to improve her oxygenation`,
          `A 3-liter crystalloid bolus to fill the right ventricle`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Embolism with sustained hypotension is high-risk (massive) pulmonary embolism and needs reperfusion to unload the failing right ventricle. Systemic thrombolysis is the usual choice, but surgery 4 days ago raises her bleeding risk, so catheter-directed or surgical clot removal is weighed against it.

A is wrong: anticoagulation prevents new clot but does not relieve obstruction fast enough in shock.
C is wrong: intubation and positive pressure can collapse a failing right ventricle; if needed, it is done with great care and low pressures.
D is wrong: large fluid volumes overdistend the right ventricle and worsen its output; small boluses at most.

Correct Answer: B
Key Learning Point: Pulmonary embolism with shock needs urgent reperfusion (thrombolysis, or catheter or surgical removal when bleeding risk is high); avoid large fluid loads and high airway pressures.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-009-5',
        update: `She undergoes catheter-directed clot removal. Two hours later her blood pressure is 112/70 mm Hg, heart rate 100/min and SpO2 95% on a nasal cannula at 4 L/min. Nasal PetCO2 is 31 mm Hg with an arterial PaCO2 of 34 mm Hg.`,
        questionText: `What does the change in her capnography suggest?`,
        options: [
          `The capnography sampling line is leaking room air into the sample`,
          `She is now hypoventilating and retaining CO2`,
          `Perfusion has returned to lung units that had been dead space`,
          `Her cardiac output has fallen since the clot removal procedure ended`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The gap has narrowed from 8 to 3 mm Hg along with better blood pressure and oxygenation: units that were ventilated but not perfused are perfused again, so the exhaled gas carries more CO2.

A is wrong: a leak dilutes the sample and lowers PetCO2, widening the gap rather than narrowing it.
B is wrong: a PaCO2 of 34 mm Hg is not hypoventilation.
D is wrong: a falling cardiac output lowers PetCO2 and widens the gap; her blood pressure has improved.

Correct Answer: C
Key Learning Point: A narrowing PaCO2-PetCO2 gap after clot removal or thrombolysis signals restored pulmonary perfusion.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'aarc-capnography-2011',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-acc-010',
    topicId: 4,
    title: 'A dislodged new tracheostomy and the road to decannulation',
    setting: 'adult-critical-care',
    category: 'neurological',
    place: 'hospital',
    scenario: `A 60-year-old man had a percutaneous tracheostomy 4 days ago (size 8 cuffed tube) for prolonged ventilation after a stroke. He now breathes through a trach collar with heated aerosol at FiO2 0.35. During a bed bath the tube is pulled out. He is restless, SpO2 86% and falling, respiratory rate 30/min; the stoma is visible and he has no facial trauma.`,
    items: [
      {
        key: 'case-acc-010-1',
        questionText: `Which action should the respiratory therapist take?`,
        options: [
          `Push the same tube back through the stoma with its obturator and inflate the cuff`,
          `Give oxygen to the face and stoma, call for help and prepare for oral intubation`,
          `Pass a suction catheter into the stoma and slide a new tube over it without a scope`,
          `Pack the stoma with gauze and transfer him to the operating room for a new tube`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. A tract less than about 7 days old has not matured; blind reinsertion can create a false passage in front of the trachea, with no ventilation and surgical emphysema. Oxygenating from above (face and stoma), calling the airway team and securing the airway by oral intubation is the safer path.

A is wrong: blind reinsertion into an immature tract risks a false passage.
C is wrong: a catheter guide without visualization can still track outside the trachea in a fresh stoma.
D is wrong: a desaturating patient cannot wait for transfer; the airway is secured at the bedside.

Correct Answer: B
Key Learning Point: If a fresh tracheostomy (under about 7 days) is displaced, oxygenate from above and intubate orally rather than reinserting blindly.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-010-2',
        update: `He is orally intubated; on day 6 the surgeon replaces the tracheostomy tube under bronchoscopic guidance. On day 9, on a trach collar, the respiratory therapist measures his cuff pressure at 38 cm H2O.`,
        questionText: `What should the respiratory therapist do?`,
        options: [
          `Leave it, because a high pressure guards best against aspiration`,
          `Deflate the cuff completely and leave it down for the rest of the day`,
          `Lower it to about 12 cm H2O to protect the tracheal mucosa`,
          `Lower it to about 25 cm H2O and recheck it every shift`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Cuff pressure is kept about 20-30 cm H2O: high enough to limit leakage of secretions, low enough not to compress the tracheal wall's capillaries. 38 cm H2O risks ischemia, stenosis and fistula. It drifts, so it is checked regularly.

A is wrong: pressures above about 30 cm H2O injure the mucosa and add little protection.
B is wrong: whether the cuff can be left down depends on swallowing and secretion assessment, which has not been done.
C is wrong: below about 20 cm H2O secretions leak past the cuff more readily.

Correct Answer: D
Key Learning Point: Keep tracheostomy and endotracheal cuff pressures at 20-30 cm H2O and check them routinely.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-010-3',
        update: `On day 14 he is alert and follows commands. He breathes on a trach collar at FiO2 0.28, his secretions are thin and scant, and he wants to talk to his family.`,
        questionText: `Which condition is required before a one-way speaking valve is placed?`,
        options: [
          `The cuff is fully deflated and he can exhale around the tube`,
          `The cuff is inflated to 25 cm H2O to stop aspiration`,
          `He has passed a formal instrumental swallowing study`,
          `His oxygen need has fallen to room air for 24 hours`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A one-way valve opens on inspiration and closes on expiration, so exhaled gas leaves through the upper airway around the tube. With the cuff up there is no exit and the patient cannot exhale, so the cuff must be fully deflated and airflow around the tube confirmed (for example by brief finger occlusion).

B is wrong: an inflated cuff with a one-way valve blocks exhalation and can cause barotrauma or death.
C is wrong: a swallowing study is useful but is not a prerequisite; valves can even improve swallowing.
D is wrong: oxygen can be given through the valve's port or the collar; room air is not required.

Correct Answer: A
Key Learning Point: Never place a one-way speaking valve with the cuff inflated: deflate fully and confirm exhalation around the tube first.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-010-4',
        update: `With the cuff fully deflated the valve is attached. Within a minute he becomes distressed: respiratory rate 32/min, SpO2 89%. When the valve is removed there is a loud rush of air out of the tube, and his distress settles.`,
        questionText: `What is the most likely cause of his distress?`,
        options: [
          `Aspiration of oral secretions through the open valve`,
          `Normal adjustment that passes if the valve stays on`,
          `Air trapping because exhaled gas cannot pass around the tube`,
          `Hypoventilation from the extra dead space of the valve`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The rush of air when the valve comes off is trapped gas: it could not escape around the tube, usually because the outer diameter is too large for his trachea or the upper airway is narrowed. The fix is to assess the airway and consider a smaller or cuffless tube.

A is wrong: the valve closes on exhalation and does not draw secretions in; aspiration would not cause a rush of air on removal.
B is wrong: distress with trapped gas is dangerous and is not waited out.
D is wrong: the valve adds almost no dead space, and the problem is exhalation, not ventilation.

Correct Answer: C
Key Learning Point: Distress on a speaking valve with a gush of air on removal means air trapping; remove the valve and assess the tube size and upper airway.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-010-5',
        update: `His tube is changed to a cuffless size 6. He tolerates the valve, and then capping, for 24 hours: SpO2 95% on room air, a strong cough, and secretions cleared through his mouth.`,
        questionText: `What should the respiratory therapist recommend next?`,
        options: [
          `Keep the tube capped for another 7 days before any change`,
          `Decannulate and cover the stoma with an occlusive dressing`,
          `Change back to a cuffed tube so the airway stays protected`,
          `Return to a trach collar at night as a precaution`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Tolerating capping for 24 hours with good oxygenation, an effective cough and oral clearance of secretions shows he no longer needs the tube. After removal, an occlusive dressing lets the stoma close and keeps the cough effective.

A is wrong: a week more of capping adds nothing once he meets the criteria.
C is wrong: a cuffed tube would reverse the progress without a clinical reason.
D is wrong: uncapping at night without cause keeps him dependent on the tube.

Correct Answer: B
Key Learning Point: Decannulate when the patient tolerates capping about 24 hours with good gas exchange, cough and secretion clearance.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-acc-011',
    topicId: 9,
    title: 'Ventilation after return of spontaneous circulation',
    setting: 'adult-critical-care',
    category: 'cardiovascular',
    place: 'hospital',
    scenario: `A 58-year-old man had a ventricular fibrillation arrest on a telemetry unit. He regained a pulse after two shocks and 8 minutes of CPR and was intubated during the resuscitation. He is now being bagged with 100% oxygen at about 25 breaths/min. Blood pressure 104/62 mm Hg, SpO2 100%, PetCO2 26 mm Hg. He is comatose. Predicted body weight is 70 kg.`,
    items: [
      {
        key: 'case-acc-011-1',
        questionText: `Which instruction should the respiratory therapist give to the person bagging?`,
        options: [
          `Keep 25 breaths/min to clear the CO2 that built up during the arrest`,
          `Keep the FiO2 at 1.0 for 24 hours to protect the brain from hypoxia`,
          `Slow to about 10 breaths/min and titrate oxygen to SpO2 92-98%`,
          `Bag at 30 breaths/min with a PEEP valve set at 15 cm H2O throughout`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. After return of circulation, ventilation aims at a normal PaCO2 (about 35-45 mm Hg) and oxygen is titrated to an SpO2 of 92-98%. His PetCO2 of 26 at 25/min shows he is being hyperventilated, which narrows cerebral vessels and raises intrathoracic pressure.

A is wrong: fast bagging causes hypocapnia and reduces venous return and cerebral blood flow.
B is wrong: hyperoxia after arrest is avoided; the oxygen is titrated once the SpO2 is reliable.
D is wrong: rapid rates with high PEEP impair venous return and blood pressure.

Correct Answer: C
Key Learning Point: After ROSC, ventilate to a normal PaCO2 and titrate oxygen to SpO2 92-98%; avoid hyperventilation and hyperoxia.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'aha-cpr-ecc-2025',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-011-2',
        update: `He is placed on volume control: tidal volume 500 mL, rate 14/min, PEEP 5 cm H2O, FiO2 1.0. Twenty minutes later the blood gas is pH 7.28, PaCO2 55 mm Hg, HCO3- 25 mEq/L, PaO2 402 mm Hg.`,
        questionText: `Which ventilator changes are most appropriate?`,
        options: [
          `Lower the FiO2 to about 0.50 and raise the rate to 18/min`,
          `Keep the FiO2 at 1.0 and raise the rate to 30/min to clear CO2`,
          `Lower the FiO2 to 0.21 straight away and keep the rate at 14/min`,
          `Raise PEEP to 12 cm H2O and keep the FiO2 at 1.0`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A PaO2 above 400 mm Hg is hyperoxia, so the FiO2 is cut and titrated to an SpO2 of 92-98%. The PaCO2 of 55 is high; raising the rate from 14 to about 18/min (14 x 55/43) brings it toward 40-45.

B is wrong: 30/min would overshoot into hypocapnia, and FiO2 1.0 continues the hyperoxia.
C is wrong: dropping straight to room air risks hypoxemia, and the hypercapnia is left untreated.
D is wrong: PEEP is not needed for oxygenation here and does nothing for the CO2.

Correct Answer: A
Key Learning Point: After ROSC, titrate FiO2 down from 1.0 and adjust the rate to reach a PaCO2 of about 35-45 mm Hg.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'aha-cpr-ecc-2025',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-011-3',
        update: `Targeted temperature control is started. While he is being turned, the capnogram waveform suddenly flattens to zero. His SpO2 is 97%, blood pressure 110/64 mm Hg and the arterial line shows a pulsatile waveform.`,
        questionText: `What should the respiratory therapist suspect first?`,
        options: [
          `Recurrent cardiac arrest that needs compressions`,
          `A massive pulmonary embolism during the turn`,
          `A sensor fault that can be ignored while SpO2 is normal`,
          `A circuit disconnection or a displaced tube`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. A sudden fall of the capnogram to zero with a perfusing blood pressure means no exhaled gas reaches the sensor: disconnection, tube displacement or complete obstruction. The SpO2 lags behind, so it is still normal for now. The circuit and tube are checked at once.

A is wrong: he has a pulsatile arterial waveform and a blood pressure, so he is not in arrest.
B is wrong: a massive embolism lowers PetCO2 sharply but rarely to zero, and with hemodynamic collapse.
C is wrong: a flat capnogram is treated as an airway problem until proven otherwise.

Correct Answer: D
Key Learning Point: A capnogram that suddenly drops to zero with circulation present means disconnection, displacement or obstruction of the airway until proven otherwise.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'aarc-capnography-2011',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-011-4',
        update: `The tube is found pulled back to 18 cm at the lip (it had been 23 cm). The physician re-advances it, and position is confirmed by capnography and radiograph. Twelve hours later, on rate 18/min, the blood gas is pH 7.48, PaCO2 32 mm Hg, HCO3- 23 mEq/L, PaO2 94 mm Hg.`,
        questionText: `Which rate should the respiratory therapist recommend?`,
        options: [`12/min`, `15/min`, `18/min`, `22/min`],
        correctAnswer: 'B',
        explanation: `B is correct. The PaCO2 of 32 mm Hg is below the post-arrest target of about 35-45. New rate = 18 x 32 / 38, about 15/min, which brings the PaCO2 to the high 30s. Hypocapnia narrows cerebral vessels, which the recovering brain cannot afford.

A is wrong: 12/min would raise the PaCO2 to about 48 mm Hg, above the target.
C is wrong: keeping 18/min leaves him hypocapnic.
D is wrong: a faster rate would lower the PaCO2 further.

Correct Answer: B
Key Learning Point: Adjust the rate in proportion to the PaCO2 (new rate = old rate x current PaCO2 / desired PaCO2) to keep post-arrest PaCO2 at 35-45 mm Hg.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'aha-cpr-ecc-2025',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-acc-012',
    topicId: 4,
    title: 'Lobar collapse in a ventilated patient with spinal cord injury',
    setting: 'adult-critical-care',
    category: 'neurological',
    place: 'hospital',
    scenario: `A 46-year-old woman with a C5 spinal cord injury is on day 3 of mechanical ventilation: volume control, tidal volume 420 mL, rate 16/min, PEEP 8 cm H2O, FiO2 0.40, with a heat and moisture exchanger. Her secretions have become thick. Over 20 minutes her SpO2 falls from 96% to 87%; peak pressure rises from 30 to 38 cm H2O and plateau from 20 to 28 cm H2O. Breath sounds are absent over the left lower chest and the trachea is shifted to the left.`,
    items: [
      {
        key: 'case-acc-012-1',
        questionText: `Which problem best explains these findings?`,
        options: [
          `Collapse of the left lower lobe from a mucus plug`,
          `A left tension pneumothorax from barotrauma`,
          `Tube migration into the right mainstem bronchus`,
          `Acute bronchospasm from the thick secretions`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Absent breath sounds over one lobe with the trachea pulled toward that side, falling compliance (plateau up 8 cm H2O) and thick secretions describe obstructive atelectasis: the plugged lobe loses volume and draws the mediastinum toward it.

B is wrong: a tension pneumothorax pushes the trachea away from the affected side.
C is wrong: a right mainstem tube silences the whole left lung, not one lobe, and does not shift the trachea.
D is wrong: bronchospasm raises peak pressure with wheezing and little change in plateau.

Correct Answer: A
Key Learning Point: Tracheal shift toward the silent side suggests volume loss (atelectasis); shift away suggests tension pneumothorax or large effusion.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-012-2',
        update: `A chest radiograph confirms left lower lobe collapse. The FiO2 is raised to 0.60 and her SpO2 is 92%.`,
        questionText: `Which intervention should the respiratory therapist try first?`,
        options: [
          `Ask for an immediate bronchoscopy before any other treatment`,
          `Increase PEEP to 18 cm H2O to reopen the collapsed lobe by pressure alone`,
          `Suction, then position her left side up with chest physiotherapy`,
          `Start nebulized dornase alfa and reassess in 24 hours`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Lobar collapse from secretions often clears with suctioning, positioning the affected lobe uppermost for drainage and chest physiotherapy. Bronchoscopy is kept for collapse that does not respond.

A is wrong: bronchoscopy is invasive and is not more effective than aggressive physiotherapy as a first step.
B is wrong: high PEEP distends the open lung and does not dislodge a plug.
D is wrong: dornase alfa is a cystic fibrosis therapy without proven benefit here and works too slowly.

Correct Answer: C
Key Learning Point: Treat acute lobar atelectasis from secretions with suctioning, positioning and chest physiotherapy first; bronchoscopy if that fails.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-B',
        rteArea: 'interventions',
        source: 'aarc-airway-clearance-nonpharm-2013',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-012-3',
        update: `Four hours of positioning and physiotherapy bring no change. The physician plans a bedside flexible bronchoscopy through her 7.5 mm endotracheal tube.`,
        questionText: `How should the respiratory therapist prepare the ventilator?`,
        options: [
          `Lower the FiO2 to 0.30 to avoid absorption atelectasis during the lavage`,
          `Exchange the tube for a 6.5 mm tube before the procedure starts`,
          `Remove PEEP for the procedure so the scope passes more easily`,
          `Raise the FiO2 to 1.0, fit a scope adapter and watch exhaled volumes`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The scope takes up much of the tube's lumen and suctioning through it removes gas, so oxygenation and delivered volume fall. Preoxygenating with FiO2 1.0, using a swivel adapter with a sealing port, and watching exhaled volume and pressure alarms keeps her safe.

A is wrong: lowering the oxygen before a procedure that causes desaturation is unsafe.
B is wrong: a smaller tube leaves even less room around the scope and raises resistance.
C is wrong: removing PEEP causes derecruitment and hypoxemia and does not help the scope pass.

Correct Answer: D
Key Learning Point: For bronchoscopy through an endotracheal tube, preoxygenate with FiO2 1.0, use a scope adapter and monitor exhaled volume and alarms.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-H',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-012-4',
        update: `A thick plug is removed from the left lower lobe bronchus. Afterward her SpO2 is 97% on FiO2 0.50, the plateau pressure is 21 cm H2O and breath sounds return over the left base. The team asks how to prevent a recurrence.`,
        questionText: `Which change should the respiratory therapist recommend?`,
        options: [
          `Instill saline before every suction pass to thin the secretions`,
          `Switch from the heat and moisture exchanger to a heated humidifier`,
          `Replace the exchanger every 4 hours instead of every 24 hours`,
          `Lower the tidal volume to 300 mL to reduce airway drying`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Thick, tenacious secretions are a contraindication to a heat and moisture exchanger; an active heated humidifier delivers more water to the airway and helps keep secretions mobile.

A is wrong: saline instillation does not thin secretions and can cause desaturation and infection.
C is wrong: changing the exchanger more often does not raise the humidity it provides.
D is wrong: 300 mL would underventilate her; tidal volume is not how humidity is managed.

Correct Answer: B
Key Learning Point: Use active heated humidification, not an HME, for patients with thick or copious secretions.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'aarc-humidification-2012',
        written: '2026-11-25',
      },
      {
        key: 'case-acc-012-5',
        update: `On day 10 she is extubated to a nasal cannula at 2 L/min. Her peak cough flow is 150 L/min and secretions pool in her airway despite encouragement to cough.`,
        questionText: `Which airway clearance technique is most suitable for her?`,
        options: [
          `Incentive spirometry ten times an hour while awake`,
          `An oscillating PEP device used four times a day`,
          `Intermittent positive pressure breathing with saline`,
          `Mechanical insufflation-exsufflation with assisted cough`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. A peak cough flow of 150 L/min is well below the roughly 270 L/min needed to clear secretions. With expiratory muscle paralysis from her cord injury, mechanical insufflation-exsufflation (often with manual abdominal thrusts) produces the flow her muscles cannot.

A is wrong: incentive spirometry expands the lungs but does not generate cough flow.
B is wrong: oscillating PEP devices need active exhalation that she cannot produce.
C is wrong: IPPB adds inspiratory volume but no expiratory flow to move secretions.

Correct Answer: D
Key Learning Point: With a peak cough flow under about 270 L/min from muscle weakness, use mechanical insufflation-exsufflation and assisted cough.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-B',
        rteArea: 'interventions',
        source: 'aarc-airway-clearance-nonpharm-2013',
        written: '2026-11-25',
      },
    ],
  },
];

import type { SeedCaseSet } from '../../types';

/** Third-edition clinical-judgment case sets that fill the categories a seventh RTE form still lacked. */
export const caseSets: SeedCaseSet[] = [
  {
    key: 'case-as-001',
    topicId: 12,
    title: 'Acute heart failure on CPAP, then a breathing pattern at night',
    setting: 'emergency',
    category: 'cardiovascular',
    place: 'hospital',
    scenario: `A 71-year-old woman with heart failure (ejection fraction 25% on last year's echocardiogram) arrives in the emergency department at 03:00 after waking breathless. She sits bolt upright, speaks in three-word phrases and has crackles up to both mid-lung fields and cool, moist skin. Respiratory rate 34/min, heart rate 112/min in sinus rhythm, blood pressure 186/104 mm Hg, SpO2 85% on a 4 L/min nasal cannula. Her chest radiograph shows perihilar haziness, Kerley B lines and small effusions.`,
    items: [
      {
        key: 'case-as-001-1',
        questionText: `Her first arterial blood gas is shown in the table. How should the respiratory therapist interpret it?`,
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Arterial blood gas on a 4 L/min nasal cannula',
          alt: 'One arterial blood gas drawn on arrival while she breathed from a nasal cannula at 4 L/min.',
          columns: ['Test', 'Arrival'],
          rows: [
            ['pH', '7.30'],
            ['PaCO2 (mm Hg)', '50'],
            ['PaO2 (mm Hg)', '52'],
            ['HCO3- (mEq/L)', '24'],
            ['SaO2 (%)', '85'],
          ],
        },
        options: [
          `Acute respiratory acidosis with hypoxemia`,
          `Metabolic acidosis with partial respiratory compensation`,
          `Chronic respiratory acidosis with full renal compensation`,
          `Mixed respiratory and metabolic acidosis from low perfusion`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The pH is low and the PaCO2 high, so the primary disorder is respiratory; a bicarbonate of 24 mEq/L is what an acute rise of 10 mm Hg in PaCO2 predicts (about 1 mEq/L per 10 mm Hg), so the kidneys have not yet compensated. With a PaO2 of 52 mm Hg she is also hypoxemic: the work of breathing through wet, stiff lungs is outrunning her muscles.

B is wrong: a metabolic acidosis needs a low bicarbonate, and compensation would lower the PaCO2, not raise it.
C is wrong: chronic retention with renal compensation would show a bicarbonate near 27-28 mEq/L or more and a pH closer to normal.
D is wrong: a normal bicarbonate rules out an added metabolic acidosis.

Correct Answer: A
Key Learning Point: A rising PaCO2 in acute cardiogenic pulmonary edema is an acute respiratory acidosis and a sign that the breathing muscles are failing.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        kind: 'information-gathering',
        source: 'aarc-blood-gas-2013',
        written: '2026-11-28',
      },
      {
        key: 'case-as-001-2',
        update: `She is alert, follows commands, has not vomited and clears her own secretions. Intravenous nitroglycerin and furosemide are ordered; the troponin is pending and the ECG shows no ST elevation.`,
        questionText: `Which respiratory support should the respiratory therapist start now?`,
        options: [
          `Immediate intubation, because her PaCO2 is already above 45 mm Hg`,
          `A non-rebreathing mask at 15 L/min and a repeat gas in 1 hour`,
          `High-flow nasal cannula at 60 L/min with FiO2 0.6 until diuresis starts`,
          `CPAP by full face mask, starting near 10 cmH2O`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. In cardiogenic pulmonary edema, CPAP or bilevel noninvasive ventilation lowers the work of breathing, reopens flooded alveoli and, by raising intrathoracic pressure, reduces both venous return and left ventricular afterload. It cuts the need for intubation, and she has what noninvasive support requires: she is alert, cooperative and protects her airway.

A is wrong: mild hypercapnia in an alert patient is not itself an indication to intubate; it is the situation in which noninvasive support works best.
B is wrong: more oxygen without positive pressure does nothing for the work of breathing or the edema, and waiting an hour lets her tire.
C is wrong: high-flow oxygen gives only a little distending pressure, and the evidence for it in cardiogenic edema is weaker than for CPAP or bilevel support.

Correct Answer: D
Key Learning Point: Start CPAP or bilevel noninvasive ventilation early in acute cardiogenic pulmonary edema when the patient is alert and protects the airway.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        kind: 'decision-making',
        source: 'ers-ats-niv-2017',
        written: '2026-11-28',
      },
      {
        key: 'case-as-001-3',
        update: `After 1 hour on CPAP 10 cmH2O with FiO2 0.5 her respiratory rate is 22/min, blood pressure 148/86 mm Hg and heart rate 94/min; she has passed 900 mL of urine and speaks in full sentences. Repeat gas: pH 7.39, PaCO2 41 mm Hg, HCO3- 24 mEq/L, PaO2 96 mm Hg.`,
        questionText: `What should the respiratory therapist do with her CPAP now?`,
        options: [
          `Intubate, as a normal PaCO2 after hypercapnia warns of fatigue`,
          `Take off the CPAP, since her blood pressure has fallen by 38 mm Hg`,
          `Continue CPAP and lower FiO2 toward her SpO2 target`,
          `Change to high-flow nasal cannula for comfort`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A lower respiratory rate, full sentences, a corrected pH and PaCO2 and a good diuresis all show that positive pressure and drug treatment are working. The edema has not yet cleared, so CPAP continues while the FiO2 is weaned; a PaO2 of 96 mm Hg on FiO2 0.5 leaves room to lower it.

A is wrong: a PaCO2 that normalizes while the rate falls and speech returns reflects better ventilation; the PaCO2 that warns of collapse is one that rises again.
B is wrong: a fall from 186/104 to 148/86 mm Hg with good urine output is the intended effect of nitroglycerin and afterload reduction, not a low-output state.
D is wrong: one hour in, she still needs the distending pressure that is clearing her alveoli; high flow gives far less of it.

Correct Answer: C
Key Learning Point: Judge noninvasive support by the trend of rate, speech, pH and PaCO2 over the first 1-2 hours, and keep it on while the cause is still being treated.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        kind: 'decision-making',
        source: 'ers-ats-niv-2017',
        written: '2026-11-28',
      },
      {
        key: 'case-as-001-4',
        update: `By the next morning she is 2.6 L negative and on CPAP 8 cmH2O with FiO2 0.3. Respiratory rate 18/min, SpO2 97%, crackles only at the bases, blood pressure 132/78 mm Hg.`,
        questionText: `What should the respiratory therapist recommend for her respiratory support?`,
        options: [
          `Keep CPAP on for another 24 hours to prevent relapse`,
          `Remove CPAP and titrate nasal cannula oxygen to an SpO2 of 92-96%`,
          `Change to bilevel pressure 12/6 cmH2O to rest her muscles`,
          `Move to high-flow nasal cannula at 50 L/min and FiO2 0.3 for a day`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. The cause has been treated, her breathing is easy and she needs only 30% oxygen on low pressure; she no longer needs positive pressure, and low-flow oxygen titrated to a target range avoids both hypoxemia and needless hyperoxia.

A is wrong: once the edema has cleared, staying on a mask brings discomfort, skin injury and lost mobility with nothing to gain.
C is wrong: she is not hypercapnic or tiring, so there is nothing for added inspiratory pressure to rest.
D is wrong: high flow is a step back up in support for a patient who now needs very little.

Correct Answer: B
Key Learning Point: Take noninvasive support off once the cause is treated and oxygen needs are low, then titrate ordinary oxygen to a target range.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        kind: 'decision-making',
        source: 'aarc-oxygen-acute-2022',
        written: '2026-11-28',
      },
      {
        key: 'case-as-001-5',
        update: `On her third night the nurse watches repeated cycles in which her breaths grow deeper, then shallower, then stop for 15-20 seconds, with SpO2 dipping to 86%. She is sleepy during the day. Her BMI is 24 and her husband says she does not snore.`,
        questionText: `Which test should the respiratory therapist recommend to characterize this breathing during sleep?`,
        options: [
          `A home sleep apnea test after discharge`,
          `Overnight oximetry repeated on room air`,
          `A daytime arterial blood gas on room air`,
          `Attended in-laboratory polysomnography`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Waxing and waning breaths with pauses in a patient with a weak left ventricle, no snoring and a normal BMI suggest central apnea with Cheyne-Stokes breathing. Telling central from obstructive events needs airflow, effort belts, oximetry and EEG staging together, which only attended polysomnography provides.

A is wrong: home testing is not recommended for patients with significant heart failure or suspected central apnea, because it can miss or misclassify central events.
B is wrong: oximetry shows desaturation but cannot say whether the events are central or obstructive.
C is wrong: a daytime gas says nothing about breathing during sleep; central apnea in heart failure usually comes with a normal or low PaCO2.

Correct Answer: D
Key Learning Point: Suspected central sleep apnea, or significant heart failure, calls for attended polysomnography rather than a home sleep apnea test.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-E',
        rteArea: 'patient-data',
        kind: 'information-gathering',
        source: 'aasm-osa-testing-2017',
        written: '2026-11-28',
      },
      {
        key: 'case-as-001-6',
        update: `Polysomnography shows an apnea-hypopnea index of 36/h, almost all central events in a Cheyne-Stokes pattern. Her ejection fraction is still 25% on full medical therapy. She goes home, and the home-care therapist visits to set up the ordered treatment.`,
        questionText: `Which device plan fits her sleep study and her heart?`,
        options: [
          `CPAP titrated in the laboratory, with her usual cardiac drugs continued`,
          `Adaptive servo-ventilation, since it suppresses central apneas most completely`,
          `Bilevel pressure in spontaneous mode, with no backup rate`,
          `A mandibular advancement device fitted by her dentist`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Central apnea with Cheyne-Stokes breathing in heart failure is treated first by optimizing heart failure therapy, then with CPAP (or nocturnal oxygen), which can stabilize breathing and improve oxygenation.

B is wrong: adaptive servo-ventilation controls the events but raised cardiovascular mortality in patients with an ejection fraction of 45% or less and predominantly central apnea, so it should not be used in her.
C is wrong: spontaneous bilevel pressure without a backup rate can lower the PaCO2 further and worsen central apneas.
D is wrong: an oral appliance widens the upper airway for obstructive apnea and does nothing for central events.

Correct Answer: A
Key Learning Point: In heart failure with an ejection fraction of 45% or less and central sleep apnea, use CPAP or oxygen with heart failure therapy; avoid adaptive servo-ventilation.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        kind: 'decision-making',
        source: 'egans-2020',
        written: '2026-11-28',
      },
    ],
  },
  {
    key: 'case-as-002',
    topicId: 9,
    title: 'A fast rhythm with shock on the medical ward',
    setting: 'adult-critical-care',
    category: 'cardiovascular',
    place: 'hospital',
    scenario: `A 74-year-old man is on the medical ward on day 3 of treatment for right lower lobe pneumonia. At 22:00 he calls out with palpitations and chest tightness. He is pale, clammy and newly confused. The monitor shows a heart rate of about 160/min; blood pressure 78/46 mm Hg, respiratory rate 28/min, SpO2 89% on a 3 L/min nasal cannula. The rapid response team, including the respiratory therapist, arrives.`,
    items: [
      {
        key: 'case-as-002-1',
        questionText: `Which rhythm does the monitor strip shown display?`,
        exhibit: {
          kind: 'ecg',
          rhythm: 'atrialFibrillation',
          rate: 160,
          seconds: 6,
          title: 'Monitor strip, lead II',
          alt: 'Narrow QRS complexes at about 160 per minute; the gaps between them vary from beat to beat and the baseline wavers without distinct P waves.',
        },
        options: [
          `Sinus tachycardia with frequent premature atrial beats`,
          `Atrial flutter with 2:1 atrioventricular conduction`,
          `Re-entrant supraventricular tachycardia of the AV node`,
          `Atrial fibrillation with a rapid ventricular rate`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. A narrow-complex tachycardia that is irregularly irregular, with no organized P waves and a wavering baseline, is atrial fibrillation; at 160/min the ventricular response is rapid.

A is wrong: sinus tachycardia has an upright P wave before each QRS, and premature beats interrupt an otherwise regular rhythm.
B is wrong: flutter with 2:1 conduction is regular, typically near 150/min, with sawtooth flutter waves.
C is wrong: AV nodal re-entrant tachycardia is strikingly regular, with P waves hidden in or just after the QRS.

Correct Answer: D
Key Learning Point: An irregularly irregular narrow-complex tachycardia without P waves is atrial fibrillation.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        kind: 'information-gathering',
        source: 'aha-cpr-ecc-2025',
        written: '2026-11-28',
      },
      {
        key: 'case-as-002-2',
        update: `A second blood pressure is 76/44 mm Hg. He answers slowly and is unsure where he is. The pads of a defibrillator are on his chest and intravenous access is working.`,
        questionText: `What should the team do first for this rhythm?`,
        options: [
          `Adenosine 6 mg by rapid push, then 12 mg if needed`,
          `Intravenous diltiazem to slow the ventricular rate`,
          `Synchronized cardioversion, with brief sedation`,
          `An unsynchronized shock at the maximum energy`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A tachyarrhythmia causing hypotension, acute confusion and chest discomfort is unstable, and the AHA algorithm calls for immediate synchronized cardioversion; a conscious patient is sedated first when that does not delay the shock.

A is wrong: adenosine blocks the AV node briefly and cannot convert atrial fibrillation; in an unstable patient it only wastes time.
B is wrong: diltiazem lowers blood pressure further and is for stable patients who need rate control.
D is wrong: unsynchronized shocks are for pulseless rhythms and polymorphic VT; an unsynchronized shock in an organized rhythm can fall on the T wave and cause ventricular fibrillation.

Correct Answer: C
Key Learning Point: Tachycardia with hypotension, altered mental status, ischemic chest pain or acute heart failure needs synchronized cardioversion now.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        kind: 'decision-making',
        source: 'aha-cpr-ecc-2025',
        written: '2026-11-28',
      },
      {
        key: 'case-as-002-3',
        update: `The physician gives propofol for sedation. The respiratory therapist monitors with a nasal cannula that samples exhaled CO2 and delivers oxygen at 4 L/min; just before the shock the SpO2 reads 98%.`,
        questionText: `The capnogram shown was recorded in the minute after the propofol dose. What should the respiratory therapist do?`,
        exhibit: {
          kind: 'capnogram',
          pattern: 'hypoventilation',
          etco2: 38,
          etco2End: 60,
          rate: 6,
          seconds: 30,
          title: 'Capnogram by nasal sampling during sedation',
          alt: 'Few waveforms in 30 seconds; each plateau is higher than the one before, from about 38 to about 60 mm Hg.',
        },
        options: [
          `Do nothing yet, since the SpO2 is still 98%`,
          `Raise the oxygen flow on the cannula to 10 L/min`,
          `Lift the jaw and assist his breaths with a bag-mask`,
          `Ask for flumazenil to reverse the sedative`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Slow breaths with a rising end-tidal CO2 show sedation-induced hypoventilation. Opening the airway and assisting ventilation with a bag-mask corrects it at once, while the propofol wears off within minutes.

A is wrong: with supplemental oxygen the SpO2 falls late; capnography shows hypoventilation minutes before desaturation, which is why it is used.
B is wrong: more oxygen delays desaturation but does nothing for the rising CO2 or a closing airway.
D is wrong: flumazenil reverses benzodiazepines, not propofol.

Correct Answer: C
Key Learning Point: During procedural sedation on oxygen, a slowing rate with a rising EtCO2 is hypoventilation: support the airway and breathing without waiting for the SpO2 to fall.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        kind: 'decision-making',
        source: 'asa-sedation-2018',
        written: '2026-11-28',
      },
      {
        key: 'case-as-002-4',
        update: `One synchronized shock restores sinus rhythm at 96/min; blood pressure rises to 118/70 mm Hg and he wakes fully. The morning laboratory results follow.`,
        questionText: `Which recommendation follows from the results in the table shown?`,
        exhibit: {
          kind: 'table',
          variant: 'lab',
          title: 'Morning chemistry',
          alt: 'Serum chemistry drawn the morning after the cardioversion, with reference ranges.',
          columns: ['Test', 'Result', 'Reference'],
          rows: [
            ['Sodium (mmol/L)', '138', '135-145'],
            ['Potassium (mmol/L)', '3.0', '3.5-5.0'],
            ['Magnesium (mg/dL)', '1.2', '1.7-2.2'],
            ['Creatinine (mg/dL)', '1.0', '0.7-1.3'],
            ['Glucose (mg/dL)', '142', '70-140'],
            ['TSH (mIU/L)', '1.8', '0.4-4.0'],
          ],
        },
        options: [
          `An insulin infusion for the glucose`,
          `Fluid restriction for the sodium`,
          `Treatment for an overactive thyroid`,
          `Replacement of potassium and magnesium`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Potassium and magnesium are both well below range, and low levels of either make atrial and ventricular muscle irritable; replacing them is part of preventing atrial fibrillation from returning, alongside treating the infection and hypoxemia.

A is wrong: a glucose of 142 mg/dL during an infection needs no insulin infusion and does not provoke arrhythmia.
B is wrong: his sodium is normal.
C is wrong: a normal TSH argues against thyrotoxicosis as the trigger.

Correct Answer: D
Key Learning Point: Check and correct potassium and magnesium in a patient with new atrial fibrillation.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        kind: 'decision-making',
        source: 'aha-cpr-ecc-2025',
        written: '2026-11-28',
      },
      {
        key: 'case-as-002-5',
        update: `That evening atrial fibrillation returns at 132/min. He is alert and oriented, blood pressure 124/78 mm Hg, mildly short of breath, SpO2 94% on 2 L/min. Potassium and magnesium are being replaced.`,
        questionText: `How should the plan differ from the night before?`,
        options: [
          `Slow the rate with drugs, since he is now stable`,
          `Give adenosine to restore sinus rhythm`,
          `Prepare to intubate him for the rhythm`,
          `Repeat synchronized cardioversion at once, as before`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. This time he has a normal blood pressure, a clear mind and no chest pain, so the arrhythmia is stable; the first step is rate control with an intravenous beta-blocker or calcium-channel blocker, as the team orders, while its triggers are corrected.

B is wrong: adenosine does not convert atrial fibrillation.
C is wrong: he oxygenates well on 2 L/min and is not tiring; the arrhythmia itself is no reason for an airway.
D is wrong: immediate cardioversion is for instability; a stable patient's rhythm is controlled with drugs first, and cardioversion later needs attention to anticoagulation.

Correct Answer: A
Key Learning Point: The same rhythm is treated differently by stability: cardioversion when unstable, rate control when stable.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        kind: 'decision-making',
        source: 'aha-cpr-ecc-2025',
        written: '2026-11-28',
      },
    ],
  },
  {
    key: 'case-as-003',
    topicId: 1,
    title: 'From lobectomy workup to a chest drain that stops bubbling',
    setting: 'adult-critical-care',
    category: 'perioperative',
    place: 'hospital',
    scenario: `A 64-year-old woman who stopped smoking 2 years ago (40 pack-years) has a 3-cm adenocarcinoma in the right lower lobe with no nodal or distant spread. The thoracic surgeon plans a right lower lobectomy and sends her to the pulmonary function laboratory. She walks her dog daily and climbs one flight of stairs without stopping. Bronchoscopy and CT show no airway obstruction elsewhere.`,
    items: [
      {
        key: 'case-as-003-1',
        questionText: `The right lower lobe holds 5 of the 19 lung segments, all of them open. Using the results in the table, what are her predicted postoperative FEV1 and DLCO?`,
        exhibit: {
          kind: 'table',
          variant: 'pft',
          title: 'Preoperative pulmonary function',
          alt: 'Post-bronchodilator spirometry and diffusing capacity with measured values and percent of predicted.',
          columns: ['Test', 'Measured', '% predicted'],
          rows: [
            ['FEV1 (L)', '1.62', '62'],
            ['FVC (L)', '2.95', '86'],
            ['FEV1/FVC', '0.55', 'LLN 0.66'],
            ['DLCO (mL/min/mm Hg)', '10.1', '48'],
            ['Hemoglobin (g/dL)', '13.5', ''],
          ],
          note: 'Spirometry reference: GLI Global (race-neutral). DLCO corrected for hemoglobin.',
        },
        options: [
          `FEV1 62% and DLCO 48%, as one lobe changes little`,
          `FEV1 about 33% and DLCO about 25% of predicted`,
          `FEV1 near 46% and DLCO near 35%`,
          `FEV1 about 52%, DLCO about 40%`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Predicted postoperative (ppo) values scale the preoperative percent by the segments that remain: (19 − 5)/19 = 0.74. ppoFEV1 = 62 × 0.74 ≈ 46% and ppoDLCO = 48 × 0.74 ≈ 35%.

A is wrong: it ignores the resection; removing five segments takes about a quarter of her function.
B is wrong: these figures subtract far too much, as if about half of the segments were removed.
D is wrong: these figures remove only about 3 segments' worth.

Correct Answer: C
Key Learning Point: ppoFEV1 and ppoDLCO = preoperative % predicted × (segments remaining ÷ segments before surgery).`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        kind: 'information-gathering',
        source: 'accp-lung-resection-2013',
        written: '2026-11-28',
      },
      {
        key: 'case-as-003-2',
        update: `The surgeon asks whether she needs more testing before the operation, or whether the numbers already decide it.`,
        questionText: `What should the respiratory therapist recommend next?`,
        options: [
          `A stair-climbing or shuttle walk test`,
          `Advise against surgery, as her predicted DLCO is under 40%`,
          `Right-heart catheterization before any decision`,
          `Operate without more tests, as her FEV1 is over 1.5 L`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Under the ACCP pathway, when both predicted postoperative FEV1 and DLCO are above 60% the risk is low; when either is below 60% but both are above 30%, a simple exercise test comes next (stair climbing or a shuttle walk). A good result means low risk; a poor one leads to formal cardiopulmonary exercise testing.

B is wrong: a ppoDLCO of 35% is not prohibitive; values under 30% are the ones that call for formal exercise testing, and even then surgery is not ruled out by a single number.
C is wrong: nothing in her history suggests pulmonary hypertension; the pathway's next step is an exercise test.
D is wrong: an absolute FEV1 threshold is an older rule; the DLCO must be measured and the predicted postoperative values used, and hers are reduced.

Correct Answer: A
Key Learning Point: Predicted postoperative FEV1 or DLCO between 30% and 60% leads to a stair-climb or shuttle walk test before lung resection.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-E',
        rteArea: 'patient-data',
        kind: 'decision-making',
        source: 'accp-lung-resection-2013',
        written: '2026-11-28',
      },
      {
        key: 'case-as-003-3',
        update: `She climbs 24 m of stairs without stopping and has a video-assisted right lower lobectomy. On the first day after surgery a right chest tube is on −20 cmH2O suction. The water-seal chamber bubbles continuously through inspiration and expiration, although she breathes quietly and is not coughing.`,
        questionText: `Which step will locate the source of the bubbling?`,
        options: [
          `Raise the suction to −40 cmH2O and see if the bubbling changes`,
          `Occlude the tubing near the dressing for a few seconds`,
          `Clamp the tube for an hour, then repeat the radiograph`,
          `Strip the tubing from the chest toward the drainage unit`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Bubbling that does not vary with breathing suggests air entering the system rather than coming from the lung. A momentary occlusion close to the chest separates the two: if bubbling stops, the air comes from the patient (lung or insertion site); if it continues, the leak is in the tubing or drainage unit, and moving the occlusion along the tubing finds it.

A is wrong: more suction makes any leak bubble harder and does not say where it is.
C is wrong: clamping for an hour with a possible air leak from the lung risks a tension pneumothorax.
D is wrong: stripping creates large negative pressures in the pleura and does not locate a leak.

Correct Answer: B
Key Learning Point: To find a chest drain leak, occlude the tubing briefly at the chest: bubbling that continues comes from the system.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        kind: 'information-gathering',
        source: 'egans-2020',
        written: '2026-11-28',
      },
      {
        key: 'case-as-003-4',
        update: `Bubbling continued with the tubing occluded at the dressing; a loose connector was found and tightened. Since then the chamber bubbles only on expiration and coughing. On day 2 she needs a CT scan, and the tube will be off suction for the trip.`,
        questionText: `How should her chest drain be handled during transport?`,
        options: [
          `Clamp the tube near the chest until she is back on suction`,
          `Rest the unit on the bed beside her, where staff can see it`,
          `Keep it unclamped on water seal, upright, below her chest`,
          `Take the tube out first, since the lung has re-expanded`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. She still has an air leak from the lung (bubbling on expiration and cough), so the pleural air needs a way out at all times. Off suction, the water seal still lets air escape; keeping the unit upright and below chest level prevents fluid from running back into the chest.

A is wrong: clamping a tube with an active air leak lets air build up in the pleura and can cause a tension pneumothorax.
B is wrong: a unit at or above chest level can siphon fluid back into the pleural space and can tip over.
D is wrong: a persistent air leak is a reason to keep the tube, whatever the latest film shows.

Correct Answer: C
Key Learning Point: Never clamp a chest tube that is still draining air; transport it on water seal, upright and below the chest.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        kind: 'decision-making',
        source: 'egans-2020',
        written: '2026-11-28',
      },
      {
        key: 'case-as-003-5',
        update: `On day 3 the nurse calls: over 20 minutes the bubbling has stopped and the fluid in the water-seal column no longer rises and falls with breathing. She is more breathless, SpO2 88% on 3 L/min, with new crackling under the skin of her chest wall and neck and reduced breath sounds on the right.`,
        questionText: `Which explanation fits all of these findings?`,
        options: [
          `The air leak has sealed and the right lung is now fully expanded`,
          `A blocked or kinked tube, with air trapped around the lung`,
          `A pulmonary embolism after several days of bed rest`,
          `Collapse of the remaining right middle and upper lobes`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Loss of both bubbling and tidaling means the tube no longer communicates with the pleura. Because she still had an air leak, the air now has nowhere to go: it collects in the pleural space (reduced breath sounds, hypoxemia) and tracks into the tissues (subcutaneous emphysema).

A is wrong: a sealed leak with an expanded lung can also stop bubbling and tidaling, but it would not bring new breathlessness, hypoxemia and spreading subcutaneous air.
C is wrong: an embolism does not cause subcutaneous emphysema or stop a drain from tidaling.
D is wrong: collapse could lower breath sounds and SpO2 but explains neither the silent drain nor the air under the skin.

Correct Answer: B
Key Learning Point: A drain that stops tidaling while the patient worsens and subcutaneous air spreads is obstructed until proven otherwise.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        kind: 'information-gathering',
        source: 'egans-2020',
        written: '2026-11-28',
      },
      {
        key: 'case-as-003-6',
        update: `At the bedside the respiratory therapist finds the tubing coiled under her right hip with a dependent loop full of clotted fluid. Blood pressure 136/80 mm Hg, heart rate 108/min; the trachea is midline.`,
        questionText: `What should the respiratory therapist do first?`,
        options: [
          `Start CPAP at 10 cmH2O to re-expand the lung`,
          `Free the tubing and check that tidaling returns`,
          `Raise the suction to −40 cmH2O`,
          `Strip the whole length of the tubing hard`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. The likely cause is mechanical: a compressed, fluid-filled loop under her hip. Relieving it and straightening the tubing so it drains downhill restores the path for pleural air; the return of tidaling and bubbling confirms it. The surgeon is then told and a chest radiograph obtained.

A is wrong: positive pressure with an undrained air leak drives more air into the pleura and tissues.
C is wrong: suction cannot act through a kinked, clotted tube, and higher suction is not the fix.
D is wrong: vigorous stripping generates very negative pleural pressures and injures tissue; freeing the tubing and gently moving the fluid is enough.

Correct Answer: B
Key Learning Point: When a chest drain stops working, check the tubing from chest to unit for kinks, compression and dependent loops first.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        kind: 'decision-making',
        source: 'egans-2020',
        written: '2026-11-28',
      },
    ],
  },
  {
    key: 'case-as-004',
    topicId: 3,
    title: 'Fast-track extubation after coronary bypass',
    setting: 'adult-critical-care',
    category: 'perioperative',
    place: 'hospital',
    scenario: `A 66-year-old man (height 175 cm, ideal body weight 70 kg) reaches the cardiac surgical ICU at 14:00 after three coronary bypass grafts on cardiopulmonary bypass. He is on volume control: tidal volume 500 mL, rate 12/min, PEEP 5 cmH2O, FiO2 0.6. A low-dose propofol infusion and norepinephrine 0.04 µg/kg/min are running; bladder temperature is 35.4 °C. The unit's fast-track protocol aims to extubate within 6 hours of arrival.`,
    items: [
      {
        key: 'case-as-004-1',
        questionText: `The blood gas drawn on arrival is shown in the table. Which ventilator change should the respiratory therapist make?`,
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Arterial blood gas on arrival in the ICU',
          alt: 'One arterial blood gas on volume control with FiO2 0.6, drawn 15 minutes after arrival.',
          columns: ['Test', 'Arrival'],
          rows: [
            ['pH', '7.31'],
            ['PaCO2 (mm Hg)', '49'],
            ['PaO2 (mm Hg)', '188'],
            ['HCO3- (mEq/L)', '24'],
            ['FiO2', '0.6'],
          ],
        },
        options: [
          `Raise the tidal volume to 700 mL and keep FiO2 at 0.6`,
          `Raise PEEP to 10 cmH2O to improve CO2 removal`,
          `Leave it; the acidosis will settle as he warms`,
          `Raise the rate to 16/min and lower FiO2 toward 0.4`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. He has an acute respiratory acidosis, and rewarming and shivering will raise CO2 production further. At 7 mL/kg the tidal volume is already in the protective range, so minute ventilation should rise through the rate. A PaO2 of 188 mm Hg is more than he needs, so FiO2 comes down.

A is wrong: 700 mL is 10 mL/kg of ideal body weight, more than lung-protective ventilation allows, and the FiO2 is left needlessly high.
B is wrong: PEEP does not increase CO2 elimination; it may even add dead space.
C is wrong: warming increases metabolic CO2 production, so the acidosis will worsen if ventilation is unchanged.

Correct Answer: D
Key Learning Point: After cardiac surgery, correct respiratory acidosis with the rate at a protective tidal volume, and expect CO2 to rise as the patient rewarms.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        kind: 'decision-making',
        source: 'hess-kacmarek-2019',
        written: '2026-11-28',
      },
      {
        key: 'case-as-004-2',
        update: `At 16:00 he is 36.7 °C; propofol has been off for 20 minutes and he squeezes hands to command. PaO2/FiO2 is 260 on PEEP 5 cmH2O and FiO2 0.4, norepinephrine is 0.03 µg/kg/min and lactate 1.6 mmol/L. His chest tubes drained 320 mL of bright red blood in the last hour; hemoglobin has fallen from 10.2 to 8.3 g/dL.`,
        questionText: `What should the respiratory therapist decide about a spontaneous breathing trial?`,
        options: [
          `Start it now, as his oxygenation and sedation criteria are met`,
          `Start it, but restart the propofol at a low dose`,
          `Postpone it until the bleeding is controlled`,
          `Skip it and extubate at once while he is awake`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. More than 300 mL of blood in an hour with a falling hemoglobin is active bleeding; he may need to return to the operating room, so the trial and extubation wait until the bleeding is controlled. The low vasopressor dose and his oxygenation would not have stopped him.

A is wrong: meeting the respiratory criteria is not enough when he may need surgery again within the hour.
B is wrong: sedation during the trial defeats its purpose, and the problem is the bleeding, not his wakefulness.
D is wrong: extubating an actively bleeding patient who may go back to theater is the greatest risk of all.

Correct Answer: C
Key Learning Point: Active mediastinal bleeding postpones the breathing trial and fast-track extubation even when the respiratory criteria are met.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        kind: 'decision-making',
        source: 'ats-accp-liberation-2017',
        written: '2026-11-28',
      },
      {
        key: 'case-as-004-3',
        update: `Blood products and protamine stop the bleeding; 2 hours later drainage is 40 mL/h and the hemoglobin is stable. After 30 minutes on pressure support 5 cmH2O and PEEP 5 cmH2O: respiratory rate 24/min, tidal volume 380 mL, heart rate 92/min, SpO2 96% on FiO2 0.4, no accessory muscle use.`,
        questionText: `How should the respiratory therapist read this trial?`,
        options: [
          `Passed, with a rapid shallow breathing index near 63`,
          `Failed, since the rate is above 20/min`,
          `Failed, since the volume is under 6 mL/kg`,
          `Unreadable without a negative inspiratory force`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The rapid shallow breathing index is rate ÷ tidal volume in liters: 24 ÷ 0.38 ≈ 63, well under 105, and he is comfortable with stable heart rate and oxygenation, so he has passed.

B is wrong: a rate of 24/min is within the accepted range (under about 35/min) for a trial.
C is wrong: there is no 6 mL/kg requirement for spontaneous breaths; 380 mL at 24/min gives ample minute ventilation.
D is wrong: a negative inspiratory force is not required to judge a spontaneous breathing trial.

Correct Answer: A
Key Learning Point: A trial is passed on comfort, stable vital signs and gas exchange, and an RSBI under about 105.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        kind: 'information-gathering',
        source: 'ats-accp-liberation-2017',
        written: '2026-11-28',
      },
      {
        key: 'case-as-004-4',
        update: `It is now 19:30. The night shift has fewer nurses, and the charge nurse asks whether he should rest on the ventilator until the morning round.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Extubate now and give oxygen by nasal cannula`,
          `Rest him overnight and extubate after the morning round`,
          `Switch to SIMV and wean the rate through the night`,
          `Repeat the trial for 2 more hours, then decide`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. He has passed a trial, is awake, is no longer bleeding and is hemodynamically stable. Extubating promptly, whatever the hour, shortens ICU stay and spares him hours of sedation and ventilator exposure; night extubation after cardiac surgery is safe with usual staffing.

B is wrong: waiting for a round adds ventilator time without any gain in safety.
C is wrong: SIMV weaning is the slowest way to wean, and he is already ready.
D is wrong: a 30-120 minute trial is enough; prolonging it after a clear pass only tires him.

Correct Answer: A
Key Learning Point: Once a fast-track cardiac patient passes a breathing trial, extubate then, not at the next convenient round.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        kind: 'decision-making',
        source: 'ats-accp-liberation-2017',
        written: '2026-11-28',
      },
      {
        key: 'case-as-004-5',
        update: `He is extubated at 20:00. On the second day after surgery he is short of breath lying flat; his vital capacity is 2.4 L sitting and 1.9 L supine. The chest radiograph shows a raised left hemidiaphragm with left basal atelectasis. He had cold cardioplegia and a left internal mammary artery graft.`,
        questionText: `What best explains these findings?`,
        options: [
          `Atelectasis of the left lower lobe from shallow breathing alone`,
          `Pericardial tamponade from retained blood`,
          `Pulmonary embolism after his surgery`,
          `Injury to the left phrenic nerve`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Orthopnea, a vital capacity that falls by a fifth on lying down and a raised left hemidiaphragm point to a weak or paralyzed left diaphragm. Cold cardioplegia and dissection of the internal mammary artery can both injure the left phrenic nerve.

A is wrong: atelectasis is present, but on its own it does not raise the hemidiaphragm or make the vital capacity fall on lying down; here it follows from the weak diaphragm.
B is wrong: tamponade causes hypotension, tachycardia and raised venous pressure, not a raised hemidiaphragm with a vital capacity that falls on lying down.
C is wrong: an embolism does not explain the positional fall in vital capacity or the raised hemidiaphragm.

Correct Answer: D
Key Learning Point: After cardiac surgery, orthopnea with a raised hemidiaphragm and a vital capacity that falls supine suggests phrenic nerve injury.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        kind: 'information-gathering',
        source: 'egans-2020',
        written: '2026-11-28',
      },
      {
        key: 'case-as-004-6',
        update: `Bedside ultrasound shows no downward movement of the left hemidiaphragm on sniffing; the right moves normally. He is otherwise ready to go home: SpO2 95% on room air, daytime PaCO2 40 mm Hg, no symptoms at night when propped up.`,
        questionText: `Which discharge plan should the respiratory therapist recommend?`,
        options: [
          `Surgical plication of the left hemidiaphragm before he leaves hospital`,
          `Lung expansion, sleeping propped up and review over months`,
          `Nightly bilevel ventilation at home from now on`,
          `Continuous home oxygen at 2 L/min`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. One paralyzed hemidiaphragm in an otherwise healthy adult is usually well tolerated, and phrenic injury after cardiac surgery often recovers over months. He needs lung expansion for the atelectasis, a head-up position for sleep, and follow-up with repeat ultrasound or sniff testing.

A is wrong: plication is for persistent, disabling symptoms after months without recovery, not at discharge.
C is wrong: nocturnal ventilation is for symptomatic hypoventilation, usually with bilateral weakness; his PaCO2 is normal and he sleeps comfortably.
D is wrong: an SpO2 of 95% on room air does not qualify him for long-term oxygen.

Correct Answer: B
Key Learning Point: Unilateral diaphragm paralysis after cardiac surgery is usually managed conservatively while the nerve recovers.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        kind: 'decision-making',
        source: 'egans-2020',
        written: '2026-11-28',
      },
    ],
  },
  {
    key: 'case-as-005',
    topicId: 11,
    title: 'Hypoxemia on the second day after abdominal surgery',
    setting: 'adult-critical-care',
    category: 'perioperative',
    place: 'hospital',
    scenario: `A 71-year-old man (BMI 31) is on the surgical ward on the second day after an open right hemicolectomy through an upper midline incision. His epidural catheter was removed this morning and coughing hurts (8/10). He has an ileus: a nasogastric tube drains bile and he vomited twice overnight. At 10:00 he is breathless: respiratory rate 30/min, heart rate 108/min, temperature 37.9 °C, SpO2 86% on a 4 L/min nasal cannula, diminished breath sounds at both bases.`,
    items: [
      {
        key: 'case-as-005-1',
        questionText: `A blood gas drawn on a 40% air-entrainment mask is shown in the table. How should the respiratory therapist interpret it?`,
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Arterial blood gas on a 40% air-entrainment mask',
          alt: 'One arterial blood gas drawn after 20 minutes on an air-entrainment mask set to 40% oxygen.',
          columns: ['Test', 'Result'],
          rows: [
            ['pH', '7.48'],
            ['PaCO2 (mm Hg)', '32'],
            ['PaO2 (mm Hg)', '56'],
            ['HCO3- (mEq/L)', '23'],
            ['FiO2', '0.40'],
          ],
        },
        options: [
          `Hypoxemia from hypoventilation, with a normal A-a gradient`,
          `Metabolic alkalosis from gastric losses, with hypoxemia`,
          `An acceptable result for a patient on 40% oxygen`,
          `Hypoxemia with a wide A-a gradient and respiratory alkalosis`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The alveolar PO2 on 40% oxygen is about 0.40 × 713 − 32/0.8 ≈ 245 mm Hg, so the A-a gradient is near 190 mm Hg: a shunt or ventilation-perfusion problem such as basal atelectasis. The low PaCO2 with a high pH and normal bicarbonate is an acute respiratory alkalosis from the drive to breathe.

A is wrong: his PaCO2 is low, not high; hypoventilation alone leaves the A-a gradient normal.
B is wrong: gastric drainage can cause a metabolic alkalosis, but his bicarbonate is normal; the alkalosis is respiratory.
C is wrong: a PaO2 of 56 mm Hg on 40% oxygen is severe hypoxemia.

Correct Answer: D
Key Learning Point: Hypoxemia with a wide A-a gradient after upper abdominal surgery points to shunt from atelectasis, not hypoventilation.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        kind: 'information-gathering',
        source: 'aarc-blood-gas-2013',
        written: '2026-11-28',
      },
      {
        key: 'case-as-005-2',
        update: `He is alert and oriented, still nauseated, and the nasogastric tube keeps draining. The surgeon asks the respiratory therapist to choose his oxygen support.`,
        questionText: `Which support fits his condition best?`,
        options: [
          `High-flow nasal cannula, 50 L/min, FiO2 0.6`,
          `Bilevel noninvasive ventilation by full face mask`,
          `A non-rebreathing mask at 15 L/min`,
          `Intubation and volume-control ventilation`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Heated high flow delivers a reliable high FiO2 at a flow matching his demand, adds a little end-expiratory pressure and washes out dead space, while leaving his mouth free in case he vomits. It is a recognized option for hypoxemia after abdominal surgery.

B is wrong: noninvasive ventilation can help after abdominal surgery, but with an active ileus, nausea and recent vomiting a sealed face mask risks aspiration.
C is wrong: a non-rebreathing mask gives an uncertain FiO2 at his high inspiratory flow and no distending pressure.
D is wrong: he is alert, protects his airway and has a treatable cause; nothing yet calls for intubation.

Correct Answer: A
Key Learning Point: After abdominal surgery, vomiting or ileus makes a sealed noninvasive mask risky; high-flow nasal oxygen is then the better noninvasive option.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        kind: 'decision-making',
        source: 'egans-2020',
        written: '2026-11-28',
      },
      {
        key: 'case-as-005-3',
        update: `On high flow his SpO2 is 94% at FiO2 0.5. By day 3 the ileus has resolved and the nasogastric tube is out. A paravertebral catheter now controls his pain (3/10 on coughing). His best incentive spirometer volume is 550 mL; before surgery he reached 2,300 mL.`,
        questionText: `What does his incentive spirometer volume tell the respiratory therapist?`,
        options: [
          `His lungs have re-expanded, so the therapy can now stop`,
          `It shows a restrictive lung disease needing full testing`,
          `Any volume over 500 mL shows the device is effective`,
          `Under a third of baseline: too low for the device alone`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. 550 mL is about 24% of his preoperative capacity. Incentive spirometry works only when the patient can take a deep enough breath, roughly a third of the predicted or baseline inspiratory capacity; below that it cannot reverse atelectasis by itself.

A is wrong: a volume a quarter of his baseline shows that the lower lobes are still collapsed.
B is wrong: his reduced volume is explained by surgery, pain and atelectasis; formal testing now would add nothing.
C is wrong: effectiveness is judged against the patient's own capacity, not a fixed volume.

Correct Answer: D
Key Learning Point: Incentive spirometry needs an inspiratory capacity of at least about a third of predicted or baseline; below that, add other lung expansion.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        kind: 'information-gathering',
        source: 'egans-2020',
        written: '2026-11-28',
      },
      {
        key: 'case-as-005-4',
        update: `He is still on high flow at 40 L/min with FiO2 0.45. He coughs weakly but his cough is dry, and the chest radiograph shows plate-like basal atelectasis without consolidation.`,
        questionText: `Which lung expansion plan should the respiratory therapist recommend now?`,
        options: [
          `Incentive spirometry alone, 10 breaths every hour`,
          `Percussion and postural drainage every 4 hours`,
          `Periodic CPAP or PEP sessions, and walking`,
          `Bronchoscopy to re-expand the lower lobes`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Positive airway pressure therapy (periodic CPAP or PEP) expands the lung without depending on his own deep breath, and early walking is one of the most effective lung expansion measures. Now that the ileus has resolved, a mask is safe.

A is wrong: his volumes are too small for incentive spirometry alone to work.
B is wrong: percussion and drainage treat retained secretions, and his cough is dry.
D is wrong: bronchoscopy is for collapse from an obstructing plug, not plate-like atelectasis without secretions.

Correct Answer: C
Key Learning Point: When a patient cannot take deep enough breaths for incentive spirometry, add positive airway pressure lung expansion and mobilize.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-B',
        rteArea: 'interventions',
        kind: 'decision-making',
        source: 'aarc-incentive-spirometry-2011',
        written: '2026-11-28',
      },
      {
        key: 'case-as-005-5',
        update: `On day 5 he has walked the corridor three times, his incentive spirometer volume is 1,500 mL and the basal crackles have gone. On high flow 35 L/min with FiO2 0.35, SpO2 is 97% and respiratory rate 16/min.`,
        questionText: `What should the respiratory therapist do with the oxygen?`,
        options: [
          `Keep high flow until the day he goes home`,
          `Change to a low-flow nasal cannula titrated to SpO2`,
          `Cut FiO2 to 0.21 but keep 35 L/min`,
          `Change to bilevel support overnight`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. He needs only 35% oxygen, breathes comfortably and his atelectasis is clearing, so high flow has done its job. A low-flow cannula titrated to his SpO2 target, then weaned to room air, is the next step.

A is wrong: high flow keeps him tied to the wall and the humidifier without benefit once his needs are low.
C is wrong: air at high flow is only an awkward, noisy way to give no oxygen; if he needs none, stop the device.
D is wrong: he has no hypercapnia or nocturnal problem for bilevel support to treat.

Correct Answer: B
Key Learning Point: Step down from high flow to low-flow oxygen once FiO2 needs are low and the work of breathing is normal.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        kind: 'decision-making',
        source: 'aarc-oxygen-acute-2022',
        written: '2026-11-28',
      },
    ],
  },
  {
    key: 'case-as-006',
    topicId: 12,
    title: 'Aspiration pneumonia in a long-term care resident',
    setting: 'home-care',
    category: 'infectious',
    place: 'outside',
    scenario: `An 84-year-old woman has lived in a long-term care facility since a left hemispheric stroke 2 years ago left her with dysphagia; she takes thickened fluids. Her POLST declines CPR and intubation but accepts hospital transfer and noninvasive support. Since yesterday she has been drowsier than usual and coughs during meals. The facility's respiratory therapist finds: temperature 38.4 °C, respiratory rate 28/min, heart rate 106/min, blood pressure 112/64 mm Hg, SpO2 87% on room air, coarse crackles at the right base.`,
    items: [
      {
        key: 'case-as-006-1',
        questionText: `What should the respiratory therapist do first for her breathing?`,
        options: [
          `Sit her upright and titrate cannula oxygen to SpO2 92-96%`,
          `A non-rebreathing mask at 15 L/min until she leaves`,
          `Nebulized albuterol to clear the crackles`,
          `Percussion and drainage with her head down`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. She is hypoxemic but not in extremis; a nasal cannula titrated to a target range corrects the hypoxemia without exposing her to hyperoxia, and sitting upright improves ventilation of the lung bases and lowers the risk of further aspiration.

B is wrong: she does not need near-100% oxygen; a fixed high flow overshoots and hides any later deterioration on the oximeter.
C is wrong: crackles from pneumonia are not bronchospasm, and albuterol does not clear alveolar exudate.
D is wrong: a head-down position in a patient with dysphagia invites more aspiration, and percussion does little for consolidation.

Correct Answer: A
Key Learning Point: Titrate oxygen to a target range and position the patient upright when aspiration pneumonia is suspected.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        kind: 'decision-making',
        source: 'aarc-oxygen-acute-2022',
        written: '2026-11-28',
      },
      {
        key: 'case-as-006-2',
        update: `On 2 L/min her SpO2 is 93%. The nurse confirms that the drowsiness and confusion are new since yesterday. The facility physician asks for a severity score before deciding where she is treated; no blood tests can be done on site.`,
        questionText: `What is her CRB-65 score, and what does it suggest?`,
        options: [
          `1, from age alone: treat her in the facility with oral antibiotics`,
          `2, from new confusion and age: assess her in hospital`,
          `3, from confusion, rate and age: admit her to the ICU`,
          `4, every criterion: offer comfort care`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. CRB-65 gives a point each for new confusion, respiratory rate of 30/min or more, systolic pressure under 90 or diastolic 60 mm Hg or less, and age 65 or older. She scores for confusion and age (2); her rate of 28/min and pressure of 112/64 mm Hg do not score. A score of 1-2 means increased risk, for which hospital assessment should be considered; her new oxygen need settles it.

A is wrong: it misses the new confusion.
C is wrong: her rate is under 30/min, and the score alone does not decide ICU admission.
D is wrong: her blood pressure does not score, and no severity score replaces her own wishes about treatment.

Correct Answer: B
Key Learning Point: CRB-65 (confusion, rate ≥ 30/min, low blood pressure, age ≥ 65) helps decide where pneumonia is treated when blood tests are not available.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        kind: 'information-gathering',
        source: 'egans-2020',
        written: '2026-11-28',
      },
      {
        key: 'case-as-006-3',
        update: `Transfer is arranged. While she waits for the ambulance she vomits, then breathes noisily with a gurgling sound and a weak cough; SpO2 falls to 84% on 2 L/min.`,
        questionText: `What should the respiratory therapist do first?`,
        options: [
          `Roll her onto her side and suction her mouth and throat`,
          `Raise the oxygen with a non-rebreathing mask`,
          `Start bag-mask breaths to bring her SpO2 back up`,
          `Give albuterol for the noisy breathing`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Gurgling breathing after vomiting means fluid in the upper airway. Turning her onto her side lets it drain, and suctioning the mouth and pharynx clears the airway before anything else can work.

B is wrong: more oxygen does not reach the lungs past a pharynx full of vomit; clear the airway first.
C is wrong: she is breathing, and positive-pressure breaths now would drive vomit into her lungs and inflate her stomach.
D is wrong: the noise comes from fluid in the upper airway, not bronchospasm.

Correct Answer: A
Key Learning Point: Gurgling after vomiting calls for side positioning and oropharyngeal suction before oxygen or ventilation.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        kind: 'decision-making',
        source: 'egans-2020',
        written: '2026-11-28',
      },
      {
        key: 'case-as-006-4',
        update: `In the emergency department she is drowsy but rouses to voice. Her cough is weak, and coarse crackles are heard over the right lower chest and trachea. The chest radiograph shows right lower lobe consolidation. Her results on 4 L/min follow.`,
        questionText: `Which conclusion do the results in the table, together with her examination, support?`,
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Emergency department results on 4 L/min nasal cannula',
          alt: 'Arterial blood gas and selected blood tests drawn on arrival in the emergency department.',
          columns: ['Test', 'Result'],
          rows: [
            ['pH', '7.32'],
            ['PaCO2 (mm Hg)', '52'],
            ['PaO2 (mm Hg)', '60'],
            ['HCO3- (mEq/L)', '26'],
            ['Lactate (mmol/L)', '1.8'],
            ['White cells (×10^9/L)', '17.8'],
          ],
        },
        options: [
          `Chronic CO2 retention with full renal compensation`,
          `A metabolic acidosis from poor perfusion`,
          `Hypoxemia alone, with a CO2 that is acceptable for her age`,
          `Acute hypercapnia: ventilation is now failing too`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. A PaCO2 of 52 mm Hg with a pH of 7.32 and a bicarbonate only slightly above normal is an acute respiratory acidosis. In a drowsy patient with a weak cough and retained secretions, it means her ventilation is failing as well as her oxygenation, and she needs closer monitoring and support.

A is wrong: chronic compensation would bring the bicarbonate to about 28 mEq/L and the pH near normal; she had no known lung disease.
B is wrong: the lactate is normal and the bicarbonate is not low.
C is wrong: a PaCO2 above 45 mm Hg is abnormal at any age, and age does not raise it.

Correct Answer: D
Key Learning Point: New hypercapnia in pneumonia with a drowsy patient and a weak cough signals ventilatory failure, not just hypoxemia.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        kind: 'information-gathering',
        source: 'aarc-blood-gas-2013',
        written: '2026-11-28',
      },
      {
        key: 'case-as-006-5',
        update: `She has not vomited again and a nasogastric tube has emptied her stomach. She cannot cough the secretions out of her airway: coarse crackles over the trachea persist and her SpO2 drifts to 87% between coughs. Intubation is not an option under her POLST.`,
        questionText: `Which step should the respiratory therapist take to clear her airway?`,
        options: [
          `Nebulized acetylcysteine to thin and loosen the secretions`,
          `Nasotracheal suction through a lubricated nasal airway`,
          `Postural drainage with her head tilted down, then percussion`,
          `Oral suction alone with a rigid tonsil-tip (Yankauer) catheter`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. A patient who cannot clear secretions from the trachea by coughing, and in whom an artificial airway is not wanted, is the indication for nasotracheal suctioning. A nasopharyngeal airway guides the catheter and protects the nose from repeated passes. Oxygenate before and after, and keep each pass short.

A is wrong: acetylcysteine can provoke bronchospasm and adds liquid to secretions she already cannot cough out.
C is wrong: head-down positioning in a patient with dysphagia and a recent vomit risks more aspiration.
D is wrong: a tonsil-tip catheter clears the mouth and pharynx but cannot reach secretions in the trachea.

Correct Answer: B
Key Learning Point: Nasotracheal suctioning, best through a nasopharyngeal airway, clears tracheal secretions in a patient who cannot cough them out and has no artificial airway.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        kind: 'decision-making',
        source: 'egans-2020',
        written: '2026-11-28',
      },
      {
        key: 'case-as-006-6',
        update: `After 5 days of antibiotics, suctioning and oxygen she returns to the facility on room air, alert again. The staff ask what will lower her risk of another aspiration pneumonia.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `A feeding tube, so that nothing is aspirated again`,
          `A proton pump inhibitor to neutralize gastric acid`,
          `A swallow reassessment and daily toothbrushing`,
          `Monthly antibiotics through the winter`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A speech-language pathologist's reassessment sets safe food and fluid textures and feeding posture after an illness that may have changed her swallowing, and daily mechanical oral care reduces the bacterial load of what she aspirates.

A is wrong: tube feeding does not prevent aspiration of oral secretions or refluxed feed and has not been shown to prevent aspiration pneumonia in people with dementia or stroke.
B is wrong: acid suppression lets bacteria colonize the stomach and is associated with more pneumonia, not less.
D is wrong: prophylactic antibiotics breed resistance and do not prevent aspiration.

Correct Answer: C
Key Learning Point: Prevent recurrent aspiration pneumonia with swallow assessment and oral care; feeding tubes and acid suppression do not prevent it.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        kind: 'decision-making',
        source: 'egans-2020',
        written: '2026-11-28',
      },
    ],
  },
  {
    key: 'case-as-007',
    topicId: 8,
    title: 'ARDS after severe pancreatitis: pressures, prone and fluids',
    setting: 'adult-critical-care',
    category: 'ards',
    place: 'hospital',
    scenario: `A 46-year-old man (height 178 cm, ideal body weight 73 kg) is on day 3 of severe gallstone pancreatitis in the ICU. He received 9 L of crystalloid in the first 48 hours and is 8.5 L positive. He was intubated this morning for worsening hypoxemia: volume control, tidal volume 440 mL, rate 26/min, PEEP 12 cmH2O, FiO2 0.7, plateau pressure 31 cmH2O. The chest radiograph shows bilateral opacities not explained by effusion or collapse, and an echocardiogram shows normal left ventricular function. His abdomen is tense; bladder pressure is 20 mm Hg.`,
    items: [
      {
        key: 'case-as-007-1',
        questionText: `Using the blood gas in the table, how should his ARDS be classified?`,
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Arterial blood gas on volume control',
          alt: 'One arterial blood gas drawn 1 hour after intubation with the ventilator settings beside it.',
          columns: ['Test', 'Result'],
          rows: [
            ['pH', '7.29'],
            ['PaCO2 (mm Hg)', '52'],
            ['PaO2 (mm Hg)', '84'],
            ['HCO3- (mEq/L)', '24'],
            ['FiO2', '0.7'],
            ['PEEP (cmH2O)', '12'],
          ],
        },
        options: [
          `Mild ARDS, with PaO2/FiO2 between 200 and 300`,
          `Severe ARDS, because FiO2 is above 0.6`,
          `Moderate ARDS, with PaO2/FiO2 near 120`,
          `Not ARDS, since pancreatitis is not a lung injury`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. PaO2/FiO2 = 84 ÷ 0.7 = 120 on PEEP of at least 5 cmH2O, which falls in the moderate band (over 100, up to 200) of both the Berlin and the 2024 global definitions; he has an acute onset, bilateral opacities and no cardiac explanation.

A is wrong: the ratio is 120, not 200-300.
B is wrong: severity is graded by the PaO2/FiO2 ratio (severe is 100 or less), not by the FiO2 alone.
D is wrong: ARDS can follow an extrapulmonary insult; pancreatitis is a classic one.

Correct Answer: C
Key Learning Point: Grade ARDS by PaO2/FiO2 on PEEP ≥ 5 cmH2O: mild 200-300, moderate 100-200, severe 100 or less; the cause may be outside the lungs.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        kind: 'information-gathering',
        source: 'ards-global-definition-2024',
        written: '2026-11-28',
      },
      {
        key: 'case-as-007-2',
        update: `The team worries that his plateau pressure of 31 cmH2O is above the usual limit, but the tense abdomen may be stiffening his chest wall.`,
        questionText: `Which measurement would best show how much of the plateau pressure actually distends his lungs?`,
        options: [
          `A pulmonary artery occlusion pressure`,
          `An end-expiratory hold for auto-PEEP`,
          `Esophageal pressure, to estimate transpulmonary pressure`,
          `A central venous pressure trend`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Esophageal pressure approximates pleural pressure. Subtracting it from the airway plateau pressure gives the transpulmonary pressure, the part that stretches the lung. With intra-abdominal hypertension, much of the plateau pressure may be spent on a stiff chest wall and abdomen.

A is wrong: the occlusion pressure estimates left atrial filling, not the pressure across the lung.
B is wrong: auto-PEEP matters, but it does not separate lung from chest wall.
D is wrong: central venous pressure is raised by the abdominal and intrathoracic pressures themselves and does not measure lung distension.

Correct Answer: C
Key Learning Point: When the chest wall or abdomen is stiff, esophageal manometry shows the transpulmonary pressure the lung actually bears.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-C',
        rteArea: 'patient-data',
        kind: 'information-gathering',
        source: 'hess-kacmarek-2019',
        written: '2026-11-28',
      },
      {
        key: 'case-as-007-3',
        update: `Esophageal pressure at end-inspiration is 17 cmH2O, so the end-inspiratory transpulmonary pressure is 14 cmH2O. After 16 hours of lung-protective ventilation his PaO2/FiO2 is 118 on FiO2 0.7 and PEEP 12 cmH2O. Blood pressure is stable on a low dose of norepinephrine.`,
        questionText: `What should the respiratory therapist recommend next?`,
        options: [
          `High-frequency oscillatory ventilation`,
          `Staircase recruitment maneuvers up to a PEEP of 25 cmH2O`,
          `Inhaled nitric oxide as routine therapy`,
          `Prone positioning for at least 16 hours a day`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. A PaO2/FiO2 under 150 on FiO2 of at least 0.6 after a period of stabilization meets the criteria under which long prone sessions lowered mortality. His abdomen is not a contraindication: supports under the chest and pelvis leave it free, and bladder pressure is watched while prone.

A is wrong: oscillatory ventilation did not improve survival and may raise mortality in moderate to severe ARDS; it is recommended against.
B is wrong: prolonged high-pressure staircase recruitment maneuvers are recommended against because of harm; his transpulmonary pressure is acceptable already.
C is wrong: inhaled nitric oxide improves oxygenation briefly without improving survival and is not routine therapy.

Correct Answer: D
Key Learning Point: In ARDS with PaO2/FiO2 under 150 on FiO2 ≥ 0.6, prone positioning for at least 16 hours a day improves survival; intra-abdominal hypertension needs care, not avoidance.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        kind: 'decision-making',
        source: 'ats-ards-2024',
        written: '2026-11-28',
      },
      {
        key: 'case-as-007-4',
        update: `After two prone sessions his supine PaO2/FiO2 is 165. Norepinephrine was stopped 24 hours ago; mean arterial pressure 78 mm Hg, lactate 1.1 mmol/L, urine output 0.8 mL/kg/h, central venous pressure 14 mm Hg. He is 11 L positive, and maintenance crystalloid still runs at 150 mL/h "for the pancreatitis".`,
        questionText: `Which fluid plan should the respiratory therapist support on rounds?`,
        options: [
          `Keep the infusion running, as pancreatitis needs large volumes`,
          `Stop the fluids and diurese toward a negative balance`,
          `Give a 1 L bolus of crystalloid to push the urine output higher`,
          `Add albumin to the infusion to pull fluid from the lungs`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Once shock has resolved, a conservative fluid strategy (stopping maintenance fluid and using diuretics to reduce the positive balance) gave more ventilator-free days in acute lung injury without harming the kidneys. His normal lactate, good urine output and no vasopressors show he is past the resuscitation phase.

A is wrong: generous fluid matters in the first hours of pancreatitis, but aggressive fluid beyond that phase causes fluid overload without benefit; here it is worsening his lungs and raising his abdominal pressure.
C is wrong: his urine output is adequate and he is perfused; more fluid only adds lung water.
D is wrong: adding albumin to a running crystalloid infusion still adds volume; routine albumin to draw fluid from the lungs is not proven.

Correct Answer: B
Key Learning Point: After shock resolves in ARDS, aim for an even or negative fluid balance; it shortens ventilation.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        kind: 'decision-making',
        source: 'ardsnet-fluids-2006',
        written: '2026-11-28',
      },
      {
        key: 'case-as-007-5',
        update: `Two days later he is 3 L negative and the bladder pressure is 12 mm Hg. Four hours after his last prone session ended, his PaO2 is 92 mm Hg on FiO2 0.5 and PEEP 10 cmH2O.`,
        questionText: `What should be decided about prone positioning?`,
        options: [
          `Stop the prone sessions; he now meets the criteria to stay supine`,
          `Continue a daily prone session until he is extubated`,
          `Continue until his PaO2/FiO2 is above 300`,
          `Turn him prone again at once to build on the gain`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. His supine PaO2/FiO2 is 92 ÷ 0.5 = 184, at least 150 on PEEP of 10 cmH2O or less and FiO2 of 0.6 or less, 4 hours after turning back: the criteria used for stopping prone sessions.

B is wrong: once supine oxygenation is sustained, prone sessions add pressure injuries, tube displacement and sedation without benefit.
C is wrong: there is no need to reach normal oxygenation before stopping.
D is wrong: the sustained supine improvement is the reason to stop, not to turn again.

Correct Answer: A
Key Learning Point: Stop prone sessions when the supine PaO2/FiO2 stays at or above 150 on PEEP ≤ 10 cmH2O and FiO2 ≤ 0.6.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        kind: 'decision-making',
        source: 'proseva-2013',
        written: '2026-11-28',
      },
    ],
  },
];

import type { SeedCaseSet } from '../../types';

/** Third-edition clinical-judgment case sets: Adult chronic lung disease. */
export const caseSets: SeedCaseSet[] = [
  {
    key: 'case-cl-001',
    topicId: 3,
    title: 'Intubated for a COPD exacerbation: hyperinflation, then liberation',
    setting: 'adult-critical-care',
    category: 'chronic-lung',
    focus: 'invasive-ventilation',
    place: 'hospital',
    scenario: `A 66-year-old man with severe COPD (FEV1 31% of predicted, home oxygen 2 L/min, predicted body weight 70 kg) failed 2 hours of bilevel noninvasive ventilation in the emergency department: he became drowsy and his gas worsened to pH 7.21, PaCO2 84 mm Hg, HCO3- 33 mEq/L. He was intubated with an 8.0 mm tube. Before intubation his blood pressure was 132/78 mm Hg. In the first 3 minutes a colleague bags him with 100% oxygen at about 30 breaths/min. His blood pressure falls to 74/40 mm Hg and his heart rate rises to 128/min. Breath sounds are present and equal on both sides, the trachea is midline, and the capnogram shows a waveform with every breath.`,
    items: [
      {
        key: 'case-cl-001-1',
        questionText: `What should the respiratory therapist do first?`,
        options: [
          `Insert a needle in the right second intercostal space`,
          `Stop bagging for 30-60 seconds, then resume at about 10 breaths/min`,
          `Keep the same bag rate and ask for a rapid bolus of crystalloid`,
          `Withdraw the tube 2 cm, as it has likely entered the right bronchus`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Bagging a patient with severe airflow obstruction at 30/min leaves no time to exhale: trapped gas raises intrathoracic pressure, cuts venous return and drops the blood pressure within minutes of intubation. A short pause lets the trapped gas out; if the pressure recovers within a minute, hyperinflation was the cause, and ventilation continues at a slow rate with a long expiratory time.

A is wrong: a tension pneumothorax is the other cause to consider, but equal breath sounds and a midline trachea do not point to it; the pause is the quick test, and decompression follows only if the pressure does not recover.
C is wrong: fluid may help preload, but continuing the fast rate keeps the cause in place.
D is wrong: equal breath sounds and a capnogram with every breath argue against a mainstem intubation.

Correct Answer: B
Key Learning Point: Hypotension just after intubating a patient with COPD is hyperinflation until proven otherwise: pause ventilation, then ventilate slowly.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'hess-kacmarek-2019',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-001-2',
        update: `Within a minute of the pause his blood pressure rises to 112/66 mm Hg. He is placed on volume control: tidal volume 500 mL, rate 20/min, inspiratory time 1.1 s, PEEP 5 cm H2O, FiO2 0.40.`,
        questionText: `Which problem do the ventilator graphics shown indicate?`,
        options: [
          `Less volume returns than is delivered, from a leak at the cuff`,
          `Each breath begins before exhalation of the last has finished`,
          `The pressure curve is scooped by his own inspiratory effort`,
          `Efforts in expiration fail to trigger a breath from the ventilator`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. The expiratory flow is still below the zero line when the next breath begins, so gas is left in the lungs at the end of every breath: dynamic hyperinflation with auto-PEEP. The set rate of 20/min and a slow-emptying obstructed lung leave too little expiratory time.

A is wrong: a leak shows as a volume trace that does not return to zero and a smaller expiratory flow, not as expiratory flow cut off by the next breath.
C is wrong: flow starvation dents the inspiratory pressure curve; the pressure rises smoothly here.
D is wrong: missed triggers show as small flow and pressure deflections during expiration without a breath; none is seen.

Correct Answer: B
Key Learning Point: Expiratory flow that has not reached zero when the next breath starts is the graphic sign of auto-PEEP.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'hess-kacmarek-2019',
        written: '2026-11-28',
        exhibit: {
          kind: 'ventilator',
          title: 'Ventilator graphics, volume control',
          alt: 'Pressure and flow against time for three volume-control breaths. After each breath the expiratory flow falls from a sharp negative peak and then declines slowly; it is still below the zero line when the next breath starts. The inspiratory pressure rises smoothly each time.',
          mode: 'VC',
          tidalVolume: 500,
          compliance: 40,
          resistance: 40,
          peep: 5,
          rate: 20,
          ti: 1.1,
          show: ['pressure', 'flow'],
          events: [{ type: 'autoPeep' }],
        },
      },
      {
        key: 'case-cl-001-3',
        update: `An end-expiratory hold reads 11 cm H2O with the set PEEP of 5. Plateau pressure is 23 cm H2O and peak pressure 41 cm H2O. Arterial gas on FiO2 0.40: pH 7.29, PaCO2 62 mm Hg, HCO3- 29 mEq/L, PaO2 88 mm Hg. The resident asks for the rate to be raised to 26/min to bring the PaCO2 down to 40 mm Hg.`,
        questionText: `How should the respiratory therapist respond?`,
        options: [
          `Raise the rate to 26/min and add a second bronchodilator dose`,
          `Raise the rate to 26/min and lower the tidal volume to 400 mL`,
          `Advise against it, slow the rate and accept the higher PaCO2`,
          `Keep the rate and raise the PEEP to 11 cm H2O to match the trapping`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. An auto-PEEP of 6 cm H2O shows the lungs are not emptying between breaths. A faster rate shortens expiration and traps more gas, with the risk of barotrauma and hypotension seen at intubation. Lowering the rate (and so the minute ventilation) lengthens expiration; a pH near 7.30 is safe, and a PaCO2 of 40 is not his target: he lives with a raised PaCO2 and a matching bicarbonate.

A is wrong: a bronchodilator is reasonable, but the faster rate still worsens the trapping.
B is wrong: a smaller tidal volume at 26/min barely changes minute ventilation and still cuts the expiratory time.
D is wrong: in a passive patient, set PEEP equal to the auto-PEEP does not empty the lungs and may raise the plateau; matching PEEP helps a patient trigger, not a sedated one exhale.

Correct Answer: C
Key Learning Point: In ventilated COPD with auto-PEEP, lower the minute ventilation and aim for the patient's own baseline PaCO2, not a normal one.`,
        difficulty: 'hard',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'gold-2025',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-001-4',
        update: `The rate is lowered to 14/min and the hold now reads 7 cm H2O. On day 3 sedation is stopped; he is calm and follows commands. He completes a 30-minute trial on pressure support 5 cm H2O and PEEP 5, FiO2 0.30: rate 24/min, tidal volume 360 mL, SpO2 93%, heart rate 96/min, no accessory muscle use. Gas at the end of the trial: pH 7.36, PaCO2 58 mm Hg, HCO3- 32 mEq/L, PaO2 70 mm Hg.`,
        questionText: `How should the respiratory therapist interpret the trial?`,
        options: [
          `Failed, as the PaCO2 stays above 45 mm Hg at the end`,
          `Failed, as a tidal volume near 5 mL/kg signals muscle fatigue`,
          `Not valid until he repeats it on a T-piece without any support`,
          `Passed: his pH is normal and his breathing index is about 67`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. He tolerated 30 minutes with stable vital signs, no distress and adequate oxygenation. His rapid shallow breathing index is 24 ÷ 0.36 L ≈ 67, well under 105, and the pH of 7.36 with a bicarbonate of 32 shows the PaCO2 of 58 is his compensated baseline, not acute failure.

A is wrong: a chronic retainer is judged by pH and trend, not by a normal-range PaCO2.
B is wrong: 360 mL is about 5 mL/kg, but with a rate of 24/min and an index of 67 it does not show fatigue.
C is wrong: a trial on low pressure support is an accepted way to test readiness and is equivalent or better than a T-piece for deciding on extubation.

Correct Answer: D
Key Learning Point: Judge a breathing trial in a CO2 retainer by pH, breathing pattern and tolerance; his baseline PaCO2 is not a failure sign.`,
        difficulty: 'hard',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'ats-accp-liberation-2017',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-001-5',
        update: `He is extubated to bilevel noninvasive ventilation. The next evening NIV is stopped for supper and not restarted; a nasal cannula is turned up to 4 L/min because of an SpO2 of 89%. Two hours later he is drowsy, SpO2 97%, rate 16/min. Arterial gas: pH 7.27, PaCO2 74 mm Hg, HCO3- 33 mEq/L, PaO2 96 mm Hg.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Lower the oxygen to an SpO2 of 88% to 92% and restart NIV`,
          `Raise the flow to 6 L/min, as drowsiness suggests hypoxemia`,
          `Reintubate now, as the pH shows that extubation has failed`,
          `Change to a 50% entrainment mask and recheck the gas later`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. An acute respiratory acidosis with a PaO2 of 96 mm Hg on 4 L/min points to too much oxygen and too little ventilatory support: high oxygen worsens ventilation-perfusion matching and raises the PaCO2 in COPD. Titrating oxygen back to 88% to 92% and restarting NIV usually reverses it; he is breathing and arousable, so intubation is not yet needed.

B is wrong: he is not hypoxemic; more oxygen deepens the hypercapnia.
C is wrong: reintubation is kept for failure of NIV or an unprotected airway; a trial of NIV with correct oxygen comes first.
D is wrong: 50% oxygen is still far more than he needs, and a mask gives no ventilatory support.

Correct Answer: A
Key Learning Point: Drowsiness with a high SpO2 after extubation in COPD signals oxygen-related hypercapnia: titrate to 88-92% and resume NIV.`,
        difficulty: 'hard',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'aarc-oxygen-acute-2022',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-001-6',
        update: `He is weaned to his usual 2 L/min, walks on the ward with a frame and will go home in 2 days. It is his third admission this year. He asks what will help him stay out of hospital.`,
        questionText: `Which plan should the respiratory therapist recommend to the team?`,
        options: [
          `A home nebulizer to replace his maintenance inhalers`,
          `A daily low dose of oral prednisone for the long term`,
          `Pulmonary rehabilitation starting within 3 weeks of going home`,
          `Avoiding exercise until his breathing is back to baseline`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Rehabilitation started within about 3 weeks of a hospital stay for an exacerbation improves exercise capacity and quality of life and lowers readmissions; starting it during or soon after admission is recommended.

A is wrong: a nebulizer is no more effective than a well-used inhaler, and replacing long-acting maintenance drugs with it would lose their benefit.
B is wrong: long-term oral corticosteroids are not recommended in COPD; their harms outweigh any benefit.
D is wrong: inactivity after an exacerbation speeds deconditioning; supervised exercise is safe and helps.

Correct Answer: C
Key Learning Point: After a COPD admission, early pulmonary rehabilitation is the step that most reduces readmissions.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'ats-pulm-rehab-2023',
        written: '2026-11-28',
      },
    ],
  },
  {
    key: 'case-cl-002',
    topicId: 3,
    title: 'Near-fatal asthma on the ventilator',
    setting: 'adult-critical-care',
    category: 'chronic-lung',
    focus: 'invasive-ventilation',
    place: 'hospital',
    scenario: `A 24-year-old woman (predicted body weight 57 kg) with asthma was intubated in the emergency department after she became too exhausted to speak despite continuous albuterol, ipratropium, IV methylprednisolone and IV magnesium. She is sedated on volume control: tidal volume 420 mL, rate 12/min, square flow with an inspiratory time of 0.8 s, a 0.4-s inspiratory pause, PEEP 5 cm H2O, FiO2 0.50. The therapist records the graphics shown.`,
    items: [
      {
        key: 'case-cl-002-1',
        questionText: `Which problem do the graphics shown, recorded with an inspiratory pause, point to?`,
        options: [
          `Peak pressure well above the plateau: high airway resistance`,
          `Plateau well above the PEEP: a stiff lung or chest wall`,
          `Expiratory flow that is still running at the next breath`,
          `A pressure curve that dips with each inspiratory effort`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. During the pause, flow stops and pressure falls from the peak to a plateau that reflects only the elastic recoil. The gap between peak and plateau is about 16 cm H2O here, far above the usual 5 to 10, while the plateau itself sits only about 10 cm H2O above PEEP: the load is resistive, from bronchospasm, mucus plugging and airway edema.

B is wrong: the plateau is modest, so compliance is not the main problem.
C is wrong: the expiratory flow returns almost to zero before each new breath at this rate.
D is wrong: she is sedated and the inspiratory pressure rises smoothly, with no dents from effort.

Correct Answer: A
Key Learning Point: A wide peak-to-plateau gap with a modest plateau means high airway resistance, the pattern of acute severe asthma.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'hess-kacmarek-2019',
        written: '2026-11-28',
        exhibit: {
          kind: 'ventilator',
          title: 'Ventilator graphics, volume control with an inspiratory pause',
          alt: 'Pressure and flow against time for three breaths. Each breath rises to a sharp pressure peak near 31 cm H2O, then falls during the pause to a flat level near 15 cm H2O before exhalation; PEEP is 5 cm H2O. Inspiratory flow is square. Expiratory flow returns almost to zero before the next breath.',
          mode: 'VC',
          tidalVolume: 420,
          compliance: 40,
          resistance: 30,
          peep: 5,
          rate: 12,
          ti: 0.8,
          pause: 0.4,
          flowPattern: 'square',
          show: ['pressure', 'flow'],
        },
      },
      {
        key: 'case-cl-002-2',
        update: `One hour later: plateau pressure 20 cm H2O, end-expiratory hold 9 cm H2O with a set PEEP of 5, blood pressure 118/70 mm Hg. Arterial gas: pH 7.18, PaCO2 72 mm Hg, HCO3- 26 mEq/L, PaO2 104 mm Hg. A new resident wants the PaCO2 normal by morning.`,
        questionText: `Which ventilator plan should the respiratory therapist recommend?`,
        options: [
          `Double the rate to 24/min so that the PaCO2 falls to normal`,
          `Start a bicarbonate infusion to bring the pH up to 7.35`,
          `Raise the tidal volume to 8 mL/kg to clear more CO2 each breath`,
          `Keep these settings and accept the PaCO2 while the pH holds`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Her plateau is under 30 cm H2O, the auto-PEEP of 4 cm H2O is small and her blood pressure is stable: the present settings are safe. Controlled hypoventilation with a pH down to about 7.15 to 7.20 is well tolerated in asthma and avoids the barotrauma and hypotension that higher ventilation causes while the airways are narrow; the PaCO2 will fall as the bronchospasm eases.

A is wrong: doubling the rate would halve the expiratory time and drive gas trapping.
B is wrong: bicarbonate is not a treatment for a respiratory acidosis and adds CO2 to clear.
C is wrong: a larger tidal volume raises the plateau and the trapped volume.

Correct Answer: D
Key Learning Point: In ventilated acute asthma, accept hypercapnia while plateau pressure and auto-PEEP stay low; do not chase a normal PaCO2.`,
        difficulty: 'hard',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'gina-2025',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-002-3',
        update: `At 02:00 the high-pressure alarm sounds. Peak pressure is 52 cm H2O and plateau 38 cm H2O (earlier 36 and 20). Blood pressure is 70/38 mm Hg, SpO2 82%. Breath sounds are absent on the left, and the trachea is displaced to the right. A suction catheter passes easily.`,
        questionText: `What should the respiratory therapist recommend first?`,
        options: [
          `Immediate needle or finger decompression of the left chest`,
          `A portable chest radiograph to confirm a pneumothorax`,
          `Bronchoscopy to remove a mucus plug from the left bronchus`,
          `Raising the FiO2 to 1.0 and repeating the gas in 30 minutes`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A sudden rise in both peak and plateau pressure with shock, absent breath sounds on one side and the trachea pushed away from that side is a tension pneumothorax, a known complication of ventilating asthma. It is diagnosed clinically and relieved at once by needle or finger thoracostomy, followed by a chest tube.

B is wrong: waiting for a radiograph delays treatment of a condition that can cause arrest within minutes.
C is wrong: a plug raises pressure but does not shift the trachea away or cause this degree of shock, and the catheter passes freely.
D is wrong: oxygen does not treat the tension; the gas delays the fix.

Correct Answer: A
Key Learning Point: A rising plateau with shock and a one-sided silent chest in a ventilated asthmatic is a tension pneumothorax: decompress before imaging.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'hess-kacmarek-2019',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-002-4',
        update: `A left chest tube is placed and she stabilizes. To stop her fighting the ventilator she was given a cisatracurium infusion, which has now run for 30 hours; she also receives IV methylprednisolone 60 mg every 6 hours.`,
        questionText: `Which recommendation best lowers her risk of weakness acquired in the ICU?`,
        options: [
          `Switch the paralytic to vecuronium, which is shorter-acting`,
          `Keep the paralytic until extubation so that she stays synchronized`,
          `Double the corticosteroid dose to shorten the paralytic course`,
          `Stop the paralytic as soon as gas exchange allows, using sedation alone`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Neuromuscular blockers given together with high-dose corticosteroids raise the risk of prolonged weakness (critical illness myopathy), which delays weaning. Their use should be as brief as possible, with sedation and ventilator adjustment to keep her synchronized once gas exchange allows.

A is wrong: vecuronium is an aminosteroid and, if anything, adds to the myopathy risk; switching agents does not address the duration.
B is wrong: continuing paralysis to extubation prolongs the exposure and makes a breathing trial impossible.
C is wrong: more steroid adds to the myopathy risk and does not shorten paralysis.

Correct Answer: D
Key Learning Point: In ventilated asthma, keep paralysis short: blockers plus high-dose steroids cause ICU-acquired weakness.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'sccm-padis-2018',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-002-5',
        update: `On day 3 the team asks whether her airways are opening. With the same tidal volume and flow, the pause now shows a peak of 24 cm H2O and a plateau of 18 cm H2O. SpO2 is 97% on FiO2 0.30, PaCO2 45 mm Hg on a rate of 16/min, and fewer wheezes are heard.`,
        questionText: `Which finding best shows that her bronchospasm has eased?`,
        options: [
          `An SpO2 of 97% on an FiO2 of 0.30`,
          `A PaCO2 that has fallen from 72 to 45 mm Hg`,
          `Wheezes that are quieter and fewer than on admission`,
          `A peak-to-plateau gap down from 16 to 6 cm H2O`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. With tidal volume and flow unchanged, the peak-to-plateau difference measures airway resistance directly; its fall from about 16 to 6 cm H2O shows the airways have opened.

A is wrong: oxygenation reflects ventilation-perfusion matching and the FiO2, not airway caliber.
B is wrong: the rate has been raised to 16/min, so the fall in PaCO2 may reflect more ventilation rather than less obstruction.
C is wrong: fewer wheezes can mean less airflow as easily as less obstruction (a quiet chest can be a dangerous sign), so the sound alone is unreliable.

Correct Answer: D
Key Learning Point: At constant flow, a narrowing peak-to-plateau gap is the objective sign that bronchospasm is resolving in a ventilated patient.`,
        difficulty: 'hard',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'hess-kacmarek-2019',
        written: '2026-11-28',
      },
    ],
  },
  {
    key: 'case-cl-003',
    topicId: 8,
    title: 'Acute exacerbation of pulmonary fibrosis on the ventilator, and the family meeting',
    setting: 'adult-critical-care',
    category: 'chronic-lung',
    focus: 'invasive-ventilation',
    place: 'hospital',
    scenario: `A 74-year-old man with idiopathic pulmonary fibrosis (FVC 52% of predicted, DLCO 30%, on nintedanib and 3 L/min of home oxygen; predicted body weight 66 kg) was admitted with 5 days of worsening dyspnea. CT shows new bilateral ground-glass opacity over his known fibrosis; cultures, viral testing and echocardiography found no infection or heart failure. After failing high-flow oxygen he chose intubation. He is on volume control: tidal volume 400 mL, rate 24/min, PEEP 8 cm H2O, FiO2 0.80, with a 0.4-s pause set for measurement.`,
    items: [
      {
        key: 'case-cl-003-1',
        questionText: `What do the pressure and flow graphics shown indicate about his lungs?`,
        options: [
          `High airway resistance, from the wide peak-to-plateau gap`,
          `Very low compliance, with a high plateau and a small gap`,
          `Gas trapping, with expiratory flow cut off by each breath`,
          `A leak, with less gas exhaled than the ventilator delivered`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. The plateau is about 35 cm H2O with only a small drop from the peak: almost all the pressure goes to stretching a stiff lung (compliance about 400 ÷ 27 ≈ 15 mL/cm H2O), typical of fibrosis with a superimposed acute injury.

A is wrong: the peak-to-plateau difference is small, so resistance is near normal.
C is wrong: the expiratory flow returns to zero quickly; a stiff lung empties fast.
D is wrong: nothing in the flow tracing suggests a leak; the expiratory flow matches the inspired volume.

Correct Answer: B
Key Learning Point: A high plateau with a narrow peak-to-plateau gap means low compliance, not high resistance.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'hess-kacmarek-2019',
        written: '2026-11-28',
        exhibit: {
          kind: 'ventilator',
          title: 'Ventilator graphics, volume control with an inspiratory pause',
          alt: 'Pressure and flow against time for three breaths. Pressure rises to about 38 cm H2O and falls only a little during the pause, to a flat level near 35 cm H2O; PEEP is 8 cm H2O. Expiratory flow returns to zero well before the next breath.',
          mode: 'VC',
          tidalVolume: 400,
          compliance: 15,
          resistance: 8,
          peep: 8,
          rate: 24,
          ti: 0.8,
          pause: 0.4,
          flowPattern: 'square',
          show: ['pressure', 'flow'],
        },
      },
      {
        key: 'case-cl-003-2',
        update: `Plateau pressure is 35 cm H2O (driving pressure 27). Arterial gas on FiO2 0.80: pH 7.31, PaCO2 50 mm Hg, HCO3- 24.5 mEq/L, PaO2 64 mm Hg. Blood pressure is 104/60 mm Hg on a low dose of norepinephrine.`,
        questionText: `Which ventilator change should the respiratory therapist recommend?`,
        options: [
          `Raise the PEEP to 14 cm H2O to recruit collapsed alveoli`,
          `Cut the tidal volume to about 330 mL; raise the rate to 30/min`,
          `Switch to pressure control at 30 cm H2O above PEEP`,
          `Keep the settings, as his plateau reflects fibrosis, not stretch`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. A plateau over 30 and a driving pressure near 27 cm H2O put the remaining aerated lung at risk of further injury. Reducing tidal volume toward 5 mL/kg (about 330 mL) lowers both; a higher rate limits the rise in PaCO2, and a stiff lung empties fast enough to allow it.

A is wrong: fibrotic lung is poorly recruitable, so more PEEP mainly raises the plateau and can drop the blood pressure.
C is wrong: 30 cm H2O above PEEP would deliver a plateau near 38 and larger volumes.
D is wrong: the pressure stretches the aerated lung whatever the cause of the stiffness; a lung-protective limit still applies.

Correct Answer: B
Key Learning Point: In a stiff fibrotic lung, keep plateau pressure at or below 30 and driving pressure low with small tidal volumes and a faster rate.`,
        difficulty: 'hard',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'hess-kacmarek-2019',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-003-3',
        update: `After 5 days he needs FiO2 0.80 and PEEP 10, norepinephrine has been increased, and a repeat CT shows the ground glass has spread. His daughter, his health care agent, asks the therapist at the bedside whether he is likely to come off the ventilator.`,
        questionText: `Which fact should guide what the team tells her?`,
        options: [
          `Most patients ventilated for an IPF exacerbation die in hospital`,
          `Antifibrotic drugs reverse an acute exacerbation within about 2 weeks`,
          `A tracheostomy now makes a good recovery much more likely for him`,
          `Survival after this kind of exacerbation is similar to that after pneumonia`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Acute exacerbations of IPF that need invasive ventilation carry a very high hospital mortality, well over half in most series, and a course like his (worsening oxygenation and rising vasopressor need after 5 days) makes recovery unlikely. The attending physician leads the prognosis talk; the therapist's role is to share respiratory findings honestly and make sure the daughter's question reaches the team.

B is wrong: antifibrotics slow long-term decline; they do not reverse an acute exacerbation.
C is wrong: a tracheostomy changes the airway, not the disease; it does not improve survival here.
D is wrong: outcomes are far worse than for a treatable pneumonia.

Correct Answer: A
Key Learning Point: Invasive ventilation for an acute exacerbation of IPF has a poor prognosis; early, honest goals-of-care talks are part of respiratory care.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'beauchamp-childress-2019',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-003-4',
        update: `At a family meeting the daughter says her father told her, after his diagnosis, that he would accept a short trial of a breathing machine but never wanted to live on one. He has no written directive. The physician proposes moving to comfort care and withdrawing ventilation; the family agrees. He still receives cisatracurium for synchrony.`,
        questionText: `Which step must come before the ventilator is withdrawn?`,
        options: [
          `Raise the FiO2 to 1.0 so that he is well oxygenated first`,
          `Stop the paralytic and confirm that its effect has worn off`,
          `Wait for a written advance directive signed by the patient`,
          `Obtain a court order, because he cannot consent himself`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. A paralyzed patient cannot show distress, so comfort cannot be judged or treated during withdrawal. Neuromuscular blockade is stopped and its reversal confirmed (for example, by train-of-four) before ventilation is withdrawn; sedatives and opioids are then titrated to his comfort.

A is wrong: raising the FiO2 serves no purpose in comfort care.
C is wrong: a health care agent can make the decision using his known wishes (substituted judgment); a written directive is not required.
D is wrong: courts are involved only in unresolved disputes; the surrogate and team agree here.

Correct Answer: B
Key Learning Point: Before ventilation is withdrawn, neuromuscular blockade is stopped so that distress can be seen and relieved.`,
        difficulty: 'hard',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'professional-practice',
        rteSection: 'III.I',
        source: 'beauchamp-childress-2019',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-003-5',
        update: `The blocker has worn off. He is on a morphine infusion and has received a bolus. Support is being reduced in steps toward removal of the tube; the family is at the bedside. His rate rises to 34/min with grimacing and use of his neck muscles.`,
        questionText: `How should the respiratory therapist respond?`,
        options: [
          `Give more opioid and pause the wean until he settles`,
          `Return to full ventilation, as distress means the plan should stop`,
          `Continue reducing support quickly so that the distress is short`,
          `Restart the paralytic infusion so that the family sees no distress`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Signs of distress during withdrawal are treated with more opioid (and a benzodiazepine if needed) before the next step, titrated to comfort; the pace of the wean follows his comfort, not the clock.

B is wrong: the goal is comfort; distress is treated, and it does not reverse a decision made with his surrogate.
C is wrong: hurrying leaves distress untreated.
D is wrong: paralysis hides suffering without relieving it and is not acceptable in comfort care.

Correct Answer: A
Key Learning Point: During withdrawal of ventilation, treat signs of distress with opioids and pace the wean to the patient's comfort.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'professional-practice',
        rteSection: 'III.I',
        source: 'beauchamp-childress-2019',
        written: '2026-11-28',
      },
    ],
  },
  {
    key: 'case-cl-004',
    topicId: 3,
    title: 'Noninvasive ventilation that is not working in a COPD exacerbation',
    setting: 'emergency',
    category: 'chronic-lung',
    focus: 'noninvasive',
    place: 'hospital',
    scenario: `A 72-year-old woman with COPD (BMI 22 kg/m²) is on a respiratory step-down unit. Bilevel noninvasive ventilation by oronasal mask was started 2 hours ago at IPAP 14 cm H2O, EPAP 5 cm H2O and FiO2 0.30 for an exacerbation with hypercapnic acidosis. She is alert and says she can breathe "a little easier". The therapist reviews the results in the table shown, taken at the start, at 1 hour and at 2 hours.`,
    items: [
      {
        key: 'case-cl-004-1',
        questionText: `Which conclusion do the results in the table shown support?`,
        options: [
          `She is improving as expected for the first 2 hours of NIV`,
          `Her acidosis and breathing rate are worsening on NIV`,
          `A metabolic acidosis is now adding to the respiratory one`,
          `Oxygenation, not ventilation, is now her main problem`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Over 2 hours the pH has drifted down (7.26, 7.25, 7.24) as the PaCO2 climbed from 78 to 83 mm Hg, and her rate has risen from 32 to 35/min. A pH and rate that do not improve within 1 to 2 hours of NIV are the main early signs that it is failing, whatever the patient says.

A is wrong: a working NIV trial lowers the PaCO2, raises the pH and slows the rate within 1 to 2 hours.
C is wrong: the bicarbonate is stable near 34 mEq/L; the fall in pH is explained by the rising PaCO2.
D is wrong: her PaO2 and SpO2 are acceptable for COPD; the problem is ventilation.

Correct Answer: B
Key Learning Point: A pH and respiratory rate that fail to improve after 1-2 hours of NIV signal NIV failure.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'ers-ats-niv-2017',
        written: '2026-11-28',
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Arterial blood gases and breathing rate on NIV',
          alt: 'Arterial pH, PaCO2, HCO3-, PaO2, SpO2 and respiratory rate at the start of NIV, at 1 hour and at 2 hours.',
          columns: ['Measure', 'Start', '1 h', '2 h'],
          rows: [
            ['pH', '7.26', '7.25', '7.24'],
            ['PaCO2 (mm Hg)', '78', '80', '83'],
            ['HCO3- (mEq/L)', '34', '34', '34.5'],
            ['PaO2 (mm Hg)', '58', '61', '60'],
            ['SpO2 (%)', '89', '90', '90'],
            ['Respiratory rate (/min)', '32', '33', '35'],
          ],
        },
      },
      {
        key: 'case-cl-004-2',
        update: `At the bedside the ventilator shows a leak of 65 L/min; the mask sits high on her nose and air blows past the cheeks. Her exhaled tidal volume is 260 mL. She is alert and cooperative, blood pressure 138/80 mm Hg, and she is coughing up small amounts of sputum without help.`,
        questionText: `What should the respiratory therapist recommend now?`,
        options: [
          `Intubate now, because 2 hours of NIV have not lowered the PaCO2`,
          `Change to high-flow nasal cannula at 60 L/min`,
          `Raise the FiO2 to 0.50 and repeat the arterial gas in 2 hours`,
          `Refit the mask and raise the IPAP, with intubation ready`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The NIV has not yet been delivered effectively: a large leak and a tidal volume near 4 mL/kg explain the rising PaCO2. She is alert, stable and clearing her secretions, so correcting the fit and raising the inspiratory pressure deserves a short, closely watched trial, with intubation prepared if the gas does not improve.

A is wrong: intubation is right if NIV fails once it is delivered properly, or sooner if she deteriorates; she has a correctable cause and no urgent sign.
B is wrong: high-flow oxygen gives less ventilatory support than well-fitted bilevel pressure in hypercapnic acidosis.
C is wrong: more oxygen does not treat hypoventilation and can worsen it.

Correct Answer: D
Key Learning Point: Before declaring NIV failure, look for and fix leak, poor fit and low inspiratory pressure, with intubation ready.`,
        difficulty: 'hard',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'ers-ats-niv-2017',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-004-3',
        update: `A smaller mask is fitted and the IPAP raised to 18 cm H2O. The leak falls to 20 L/min and the exhaled tidal volume rises to 430 mL. One hour later her rate is 26/min; arterial gas: pH 7.30, PaCO2 70 mm Hg, HCO3- 34 mEq/L. The nurse asks what to watch for overnight.`,
        questionText: `Which new finding would most strongly mean NIV should give way to intubation?`,
        options: [
          `New redness of the skin over the bridge of her nose under the mask`,
          `Secretions she cannot clear even with suctioning and cough help`,
          `A PaCO2 that stays near 70 mm Hg while the pH keeps rising`,
          `Repeated requests to take the mask off for a drink of water`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Copious secretions that cannot be cleared are a contraindication to continuing NIV: the mask cannot protect or clear the airway, and retained secretions lead to worsening gas exchange and aspiration. Together with a falling level of consciousness, vomiting, hemodynamic instability or a pH that falls again, it calls for intubation.

A is wrong: skin redness is a problem of the interface, managed with dressings and a different mask.
C is wrong: a rising pH shows improving ventilation; her PaCO2 need not return to normal.
D is wrong: short, supervised breaks for drinks are expected and safe when she is improving.

Correct Answer: B
Key Learning Point: Secretions that cannot be cleared, falling consciousness, vomiting, instability or a worsening pH mean NIV should give way to intubation.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'ers-ats-niv-2017',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-004-4',
        update: `By the next morning her gas on NIV is pH 7.38, PaCO2 58 mm Hg, HCO3- 33.5 mEq/L, rate 20/min. She wants to eat breakfast and asks whether the mask can come off for good.`,
        questionText: `How should NIV be weaned?`,
        options: [
          `Stop it completely now, since the pH is back in the normal range`,
          `Keep the mask on continuously for 3 more days`,
          `Daytime breaks on titrated oxygen, NIV kept at night`,
          `Keep the mask on and feed her through a nasogastric tube`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Once the acidosis has resolved, NIV is weaned by lengthening breaks during the day (for meals and talking) on oxygen titrated to an SpO2 of 88% to 92%, while continuing it during sleep, when hypoventilation is worst, until she stays stable off it.

A is wrong: abrupt withdrawal after one normal gas risks relapse, particularly overnight.
B is wrong: continuous NIV once she is stable adds discomfort, skin injury and immobility without benefit.
D is wrong: she is alert and able to eat; a feeding tube is not indicated and worsens mask fit.

Correct Answer: C
Key Learning Point: Wean acute NIV in steps: daytime breaks first, night-time use last.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'ers-ats-niv-2017',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-004-5',
        update: `On day 3 the skin over the bridge of her nose is red and does not blanch, with a small blister. She still needs NIV at night.`,
        questionText: `Which change should the respiratory therapist make?`,
        options: [
          `Tighten the straps so the mask moves less during sleep`,
          `Stop night-time NIV until the skin has healed`,
          `Use a mask that spares the bridge, and dress the skin`,
          `Pad the area with gauze under the cushion of the same mask`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Non-blanching redness with a blister is a pressure injury. The pressure is removed by changing to an interface that loads other areas (a total-face mask, nasal pillows or a different size), rotating interfaces if needed, and protecting the skin with a thin foam or hydrocolloid dressing.

A is wrong: tighter straps raise the pressure on the injured skin.
B is wrong: she still needs night-time support; the interface, not the therapy, is the problem.
D is wrong: gauze under the cushion breaks the seal, causes leaks and keeps the pressure on the same spot.

Correct Answer: C
Key Learning Point: A pressure injury from an NIV mask is managed by offloading the area with a different interface and a protective dressing, not by stopping therapy.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'ers-ats-niv-2017',
        written: '2026-11-28',
      },
    ],
  },
  {
    key: 'case-cl-005',
    topicId: 11,
    title: 'Severe asthma in the emergency department: heliox and a noninvasive trial',
    setting: 'emergency',
    category: 'chronic-lung',
    focus: 'noninvasive',
    place: 'hospital',
    scenario: `A 31-year-old man with asthma has been in the emergency department for 90 minutes. He has had three doses of albuterol with ipratropium, IV methylprednisolone and IV magnesium sulfate. He speaks in short phrases, rate 32/min, heart rate 124/min, SpO2 93% on a nasal cannula at 2 L/min, and his peak flow is 30% of predicted. He is alert and cooperative. The physician asks the respiratory therapist to start heliox while the team decides on further support.`,
    items: [
      {
        key: 'case-cl-005-1',
        questionText: `How should the heliox be given?`,
        options: [
          `An 80:20 or 70:30 mix by a tight non-rebreathing mask`,
          `A 40:60 mix by simple mask, so that more oxygen is given`,
          `An 80:20 mix by nasal cannula at 4 L/min for comfort`,
          `A 70:30 mix with 6 L/min of oxygen bled into the mask`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Heliox lowers the resistance to turbulent flow because helium is far less dense than nitrogen; the effect depends on a high helium fraction (at least 60% to 70%). He needs little oxygen, so an 80:20 or 70:30 mix can be given, and a closed, tight-fitting non-rebreathing system keeps room air from diluting it.

B is wrong: at 40% helium the density falls too little to help.
C is wrong: a cannula entrains room air and delivers an unknown, mostly nitrogen mixture.
D is wrong: bleeding in extra oxygen lowers the helium fraction and the benefit.

Correct Answer: A
Key Learning Point: Heliox helps only at a high helium fraction, so it suits patients who need an FiO2 of 0.30 or less, given through a closed system.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-005-2',
        update: `An 80:20 heliox cylinder is connected through a standard oxygen flowmeter, which is set to read 10 L/min.`,
        questionText: `About what flow of heliox is the patient actually receiving?`,
        options: [`5.6 L/min`, `10 L/min`, `14 L/min`, `18 L/min`],
        correctAnswer: 'D',
        explanation: `D is correct. A flowmeter calibrated for oxygen under-reads a less dense gas. For 80:20 heliox the true flow is about 1.8 times the reading: 10 × 1.8 = 18 L/min (the factor for 70:30 is about 1.6).

A is wrong: 5.6 L/min divides by the factor instead of multiplying.
B is wrong: the reading is not the true flow for a gas lighter than oxygen.
C is wrong: 14 L/min uses a factor of 1.4, which fits neither mixture.

Correct Answer: D
Key Learning Point: With an oxygen flowmeter, multiply the reading by 1.8 for 80:20 heliox and by 1.6 for 70:30.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'egans-2020',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-005-3',
        update: `An hour later he is more tired: rate 34/min with neck-muscle use, peak flow unchanged, SpO2 92%. Arterial gas: pH 7.33, PaCO2 48 mm Hg, HCO3- 24.5 mEq/L. He is still alert, protecting his airway and hemodynamically stable. The physician raises noninvasive ventilation.`,
        questionText: `Which course should the respiratory therapist recommend?`,
        options: [
          `A trial of NIV on the general ward with checks every 4 hours`,
          `Intubation at once, as NIV is contraindicated in asthma`,
          `A closely watched NIV trial in the ICU, with intubation ready`,
          `A benzodiazepine to slow his breathing, then reassess`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A rising PaCO2 in a tiring asthmatic marks impending respiratory failure. Evidence for NIV in asthma is limited, but a short trial is reasonable in an alert, cooperative, stable patient, only where he can be watched continuously and intubated without delay if he worsens.

A is wrong: a ward with 4-hourly checks cannot detect a failing trial in time.
B is wrong: NIV is not contraindicated; he has none of the contraindications (coma, an unprotected airway, instability).
D is wrong: sedation in a tiring asthmatic can precipitate respiratory arrest.

Correct Answer: C
Key Learning Point: NIV in acute asthma is a closely monitored trial in a critical care area, never a substitute for timely intubation.`,
        difficulty: 'hard',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'ers-ats-niv-2017',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-005-4',
        update: `In the ICU he is on bilevel NIV by oronasal mask with a single-limb circuit and an exhalation port. Albuterol is ordered every hour, and the team does not want to take the mask off for each dose.`,
        questionText: `How should the albuterol be given?`,
        options: [
          `A mesh nebulizer between the exhalation port and the mask`,
          `A jet nebulizer at the ventilator outlet, far from the mask`,
          `Albuterol solution added to the humidifier chamber`,
          `Inhaler puffs fired into the exhalation port of the circuit`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. In a single-limb NIV circuit, much of the aerosol made far from the patient is flushed out of the exhalation port; a vibrating mesh nebulizer placed between the port and the mask delivers the most drug, and it adds no gas flow to disturb the ventilator.

B is wrong: at the ventilator outlet most of the aerosol is lost through the leak port before it reaches the mask.
C is wrong: a humidifier does not aerosolize drug; the drug stays in the chamber.
D is wrong: puffs into the exhalation port leave the circuit directly.

Correct Answer: A
Key Learning Point: During single-limb NIV, put the nebulizer between the exhalation port and the mask.`,
        difficulty: 'hard',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'aarc-aerosol-devices-2012',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-005-5',
        update: `Over 3 hours on NIV his rate falls to 24/min and he speaks in sentences. The physician wants a measure to follow his obstruction through the night and decide when to stop NIV.`,
        questionText: `Which measurement should the respiratory therapist use to track his airflow?`,
        options: [
          `Continuous SpO2 monitoring on the current FiO2`,
          `Serial peak flows, best of three efforts`,
          `An arterial blood gas every hour`,
          `The respiratory rate recorded by the bedside monitor`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Peak flow measures the degree of airflow obstruction directly, is quick to repeat off the mask and shows the trend against his predicted or best value; the best of three efforts is recorded each time.

A is wrong: SpO2 reflects oxygenation and is blunted by supplemental oxygen.
C is wrong: hourly arterial sampling is painful and tracks gas exchange, not airway caliber.
D is wrong: rate is a useful sign of work of breathing but does not measure obstruction.

Correct Answer: B
Key Learning Point: Serial peak expiratory flow is the bedside measure of obstruction in acute asthma.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-C',
        rteArea: 'patient-data',
        source: 'gina-2025',
        written: '2026-11-28',
      },
    ],
  },
  {
    key: 'case-cl-006',
    topicId: 12,
    title: 'An adult with cystic fibrosis who starts to bleed',
    setting: 'adult-critical-care',
    category: 'chronic-lung',
    focus: 'noninvasive',
    place: 'hospital',
    scenario: `A 27-year-old woman with cystic fibrosis (F508del and G542X), FEV1 48% of predicted and chronic Pseudomonas aeruginosa is admitted for a pulmonary exacerbation. She has taken elexacaftor/tezacaftor/ivacaftor for 2 years and is now on IV tobramycin and ceftazidime. Her routine is dornase alfa, 7% hypertonic saline and an oscillating positive expiratory pressure device twice a day. During this morning's session she coughs up sputum streaked with bright red blood, about 3 mL in all. SpO2 is 95% on room air.`,
    items: [
      {
        key: 'case-cl-006-1',
        questionText: `What should the respiratory therapist do with her airway clearance?`,
        options: [
          `Stop airway clearance until she has had no blood for a week`,
          `Replace her device with manual chest percussion and vibration`,
          `Stop the dornase alfa, as it causes the airways to bleed`,
          `Continue her usual routine and tell the physician`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Streaks or a few milliliters of blood are scant hemoptysis, common during exacerbations in CF. Airway clearance and inhaled therapies continue, and the physician is told so the bleeding can be followed; stopping clearance lets infected secretions build up.

A is wrong: stopping clearance is reserved for massive bleeding.
B is wrong: percussion is no safer than her own device and is not needed.
C is wrong: dornase alfa does not cause hemoptysis and is continued.

Correct Answer: D
Key Learning Point: Scant hemoptysis in CF does not stop airway clearance; report it and keep the routine.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-B',
        rteArea: 'interventions',
        source: 'cff-hemoptysis-pneumothorax-2010',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-006-2',
        update: `That night she coughs up about 300 mL of bright red blood over 2 hours. Heart rate 118/min, blood pressure 108/64 mm Hg, SpO2 89% on room air. She feels something "bubbling" in the right upper chest, where her CT showed the worst bronchiectasis.`,
        questionText: `How should this bleeding be classified?`,
        options: [
          `Scant, since her blood pressure is still in the normal range`,
          `Nasal bleeding that has been swallowed and then coughed up`,
          `Mild to moderate, since less than 500 mL has been lost`,
          `Massive: more than 240 mL of blood within 24 hours`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. In CF, hemoptysis of more than about 240 mL in 24 hours (or recurrent bleeding of more than 100 mL a day over several days) is massive. It threatens life mainly by flooding the airways, not by blood loss, so it is judged by volume and gas exchange rather than by blood pressure.

A is wrong: scant bleeding is under 5 mL; a normal blood pressure does not change the volume.
B is wrong: bright red blood coughed up with a local bubbling sensation and known bronchiectasis points to a bronchial artery source.
C is wrong: 500 mL is not the threshold; mild to moderate is 5 to 240 mL.

Correct Answer: D
Key Learning Point: Hemoptysis over about 240 mL in 24 hours is massive: airway protection comes first.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'cff-hemoptysis-pneumothorax-2010',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-006-3',
        update: `Oxygen is started and the physician calls interventional radiology. The nurse asks whether her evening hypertonic saline and airway clearance should go ahead, and the resident suggests bilevel noninvasive ventilation to help her breathing.`,
        questionText: `Which plan should the respiratory therapist recommend?`,
        options: [
          `Hold clearance, saline and NIV; lie her right side down`,
          `Continue airway clearance so that clots do not block the airways`,
          `Start bilevel NIV to support her oxygenation while she waits`,
          `Give dornase alfa by nebulizer to loosen the blood in her airways`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. In massive hemoptysis the CF guideline advises stopping airway clearance and hypertonic saline, which can provoke more bleeding, and avoiding bilevel pressure, which can dislodge clots. Lying with the bleeding side down keeps blood from spilling into the healthier lung while oxygen is given and embolization is arranged.

B is wrong: vigorous clearance can dislodge the clot and restart bleeding.
C is wrong: positive pressure is advised against in massive hemoptysis; if she cannot protect her airway, she needs intubation.
D is wrong: dornase does not treat bleeding, and a nebulized treatment now would provoke more coughing.

Correct Answer: A
Key Learning Point: Massive hemoptysis in CF: stop airway clearance, hypertonic saline and NIV, and position bleeding side down.`,
        difficulty: 'hard',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'cff-hemoptysis-pneumothorax-2010',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-006-4',
        update: `The bleeding slows to about 20 mL an hour; bronchial artery embolization is planned for the morning. The physician asks the therapist about giving tranexamic acid by nebulizer overnight.`,
        questionText: `Which statement about inhaled tranexamic acid is accurate?`,
        options: [
          `It dissolves the clots that block her airways`,
          `It replaces embolization for most patients with CF`,
          `It can lessen the bleeding as a bridge, not a cure`,
          `It works when given intravenously but not when inhaled`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Tranexamic acid blocks the breakdown of clot (it is antifibrinolytic). Given by nebulizer it reaches the bleeding airway and, in a randomized trial, reduced expectorated blood and shortened bleeding; it is used as a bridge while definitive treatment such as embolization is arranged.

A is wrong: it stabilizes clots rather than dissolving them.
B is wrong: it does not treat the abnormal bronchial arteries; embolization remains the definitive step for massive bleeding.
D is wrong: the inhaled route is used and studied, with little systemic absorption.

Correct Answer: C
Key Learning Point: Aerosolized tranexamic acid can reduce hemoptysis as a bridge to embolization; it holds clots, it does not dissolve them.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        rte2027: true,
        source: 'wand-inhaled-txa-2018',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-006-5',
        update: `After embolization the bleeding stops. She asks whether she should keep taking her elexacaftor/tezacaftor/ivacaftor while she is in hospital on IV antibiotics.`,
        questionText: `What should the respiratory therapist tell her?`,
        options: [
          `Stop it until she has gone 2 weeks without any bleeding`,
          `Take a double dose for the rest of her hospital stay`,
          `Stop it while she receives IV tobramycin and ceftazidime`,
          `Keep taking it with fat-containing food, as before`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. CFTR modulators are continued through exacerbations and hospital stays; interrupting them loses their benefit on lung function and sputum. They must be taken with fat-containing food to be absorbed. Neither tobramycin nor ceftazidime interacts with them (the interactions to check are strong CYP3A inducers and inhibitors).

A is wrong: hemoptysis is not a reason to stop the modulator.
B is wrong: extra doses add toxicity, not benefit.
C is wrong: these antibiotics do not interact with it.

Correct Answer: D
Key Learning Point: Keep CFTR modulators going through a CF exacerbation, with fatty food; check only for CYP3A interactions.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        rte2027: true,
        source: 'fda-trikafta-label-2024',
        written: '2026-11-28',
      },
    ],
  },
  {
    key: 'case-cl-007',
    topicId: 3,
    title: 'Nocturnal hypoventilation in kyphoscoliosis: overnight study and home NIV',
    setting: 'home-care',
    category: 'chronic-lung',
    focus: 'noninvasive',
    place: 'outside',
    scenario: `A 63-year-old woman with severe thoracic kyphoscoliosis (FVC 0.9 L, 32% of predicted) has morning headaches, poor sleep and ankle swelling. Her daytime arterial gas is pH 7.38, PaCO2 50 mm Hg, HCO3- 29 mEq/L, PaO2 66 mm Hg. Her BMI is 24 kg/m² and she does not snore. A respiratory therapist sets up overnight oximetry with transcutaneous CO2 monitoring at her home; the summary is in the table shown.`,
    items: [
      {
        key: 'case-cl-007-1',
        questionText: `Which pattern does the overnight recording in the table shown reveal?`,
        options: [
          `Sustained hypoventilation, worst in REM sleep, without a pattern of repeated apneas`,
          `Obstructive sleep apnea, from the many brief dips in saturation`,
          `A normal night for a patient with her degree of restriction`,
          `Cheyne-Stokes breathing from heart failure`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Her transcutaneous CO2 rises from 51 to a peak of 68 mm Hg, more than 10 mm Hg above her awake value and above 55 mm Hg for hours, and the saturation spends 41% of the night below 88% with a low dip index. Long, smooth desaturations with a climbing CO2, worst in REM sleep when the accessory muscles relax, are sleep-related hypoventilation from her restrictive chest wall.

B is wrong: an oxygen desaturation index of 6/h does not fit a pattern of many repeated brief dips.
C is wrong: a CO2 rise of this size is abnormal at any degree of restriction and explains her headaches and edema.
D is wrong: Cheyne-Stokes breathing gives cyclic waxing and waning with a normal or low CO2.

Correct Answer: A
Key Learning Point: Overnight oximetry with transcutaneous CO2 separates sustained hypoventilation (rising CO2, long desaturation) from apnea (repeated brief dips).`,
        difficulty: 'hard',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'aasm-scoring-2023',
        written: '2026-11-28',
        exhibit: {
          kind: 'table',
          variant: 'lab',
          title: 'Overnight oximetry and transcutaneous CO2, room air',
          alt: 'Summary of one night at home: time recorded, mean and lowest SpO2, percentage of time below 88%, oxygen desaturation index, and transcutaneous CO2 at sleep onset, at its peak and the time spent above 55 mm Hg.',
          columns: ['Measure', 'Result'],
          rows: [
            ['Recording time', '7 h 40 min'],
            ['Mean SpO2', '87%'],
            ['Lowest SpO2 (during REM sleep)', '74%'],
            ['Time with SpO2 below 88%', '41%'],
            ['Oxygen desaturation index', '6 per hour'],
            ['TcCO2 at sleep onset', '51 mm Hg'],
            ['Peak TcCO2 (during REM sleep)', '68 mm Hg'],
            ['Time with TcCO2 above 55 mm Hg', '4 h 10 min'],
          ],
        },
      },
      {
        key: 'case-cl-007-2',
        update: `Her physician agrees that she needs treatment at night and asks the respiratory therapist which therapy to set up.`,
        questionText: `Which therapy should the respiratory therapist recommend?`,
        options: [
          `CPAP at 10 cm H2O through a nasal mask`,
          `Oxygen at 2 L/min through a nasal cannula at night`,
          `Bilevel NIV with a backup rate, set by her CO2 and comfort`,
          `High-flow nasal cannula at 40 L/min during sleep`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Hypoventilation from a restrictive chest wall needs ventilatory support: the difference between inspiratory and expiratory pressure adds tidal volume, and a backup rate covers the periods in REM sleep when her own drive and muscles fall short. Settings are titrated to her CO2, saturation and comfort.

A is wrong: CPAP splints the upper airway but adds no tidal volume, so it does not correct hypoventilation.
B is wrong: oxygen alone raises the saturation but leaves, and may worsen, the hypercapnia.
D is wrong: high flow gives little ventilatory support for a restrictive chest wall and is not a long-term home therapy for this problem.

Correct Answer: C
Key Learning Point: Chest-wall restriction with nocturnal hypoventilation is treated with bilevel NIV and a backup rate, not CPAP or oxygen alone.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'hess-kacmarek-2019',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-007-3',
        update: `She starts spontaneous-timed bilevel NIV: IPAP 14 cm H2O, EPAP 5 cm H2O, backup rate 14/min, nasal mask. Four weeks later she uses it 7 hours a night. The download shows low leak, a median tidal volume of 260 mL, and repeat overnight TcCO2 peaking at 60 mm Hg; her morning headaches persist.`,
        questionText: `Which change should the respiratory therapist recommend?`,
        options: [
          `Raise the IPAP in steps to give her a larger tidal volume`,
          `Raise the EPAP, keeping the IPAP the same`,
          `Add oxygen at 2 L/min and leave the pressures alone`,
          `Lower the backup rate so that she triggers more of her own breaths`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. With good use and low leak, persistent hypercapnia means the ventilation is too small. Raising the IPAP widens the pressure support and increases the tidal volume, usually in steps of 2 cm H2O with a repeat overnight CO2 check.

B is wrong: raising EPAP alone narrows the pressure difference and reduces tidal volume; EPAP is raised for upper-airway obstruction, which she does not have.
C is wrong: oxygen masks the desaturation without treating the CO2.
D is wrong: a lower backup rate removes support just when her drive falls in REM sleep.

Correct Answer: A
Key Learning Point: Persistent nocturnal hypercapnia on well-used NIV with little leak calls for more pressure support (a higher IPAP).`,
        difficulty: 'hard',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'hess-kacmarek-2019',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-007-4',
        update: `IPAP is raised to 18 cm H2O. At 3 months she feels rested, her ankles are no longer swollen and her daytime PaCO2 is 44 mm Hg. A repeat home recording on NIV shows TcCO2 between 42 and 47 mm Hg all night; mean SpO2 is 93%, and the SpO2 is below 88% for 2% of the night.`,
        questionText: `How should the respiratory therapist judge these results?`,
        options: [
          `Underventilated; raise IPAP again`,
          `Well controlled; no change`,
          `Overventilated; lower IPAP to 14`,
          `Hypoxemic; add oxygen for sleep`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Her overnight CO2 is now in the normal range, the saturation stays above 88% for almost all the night, and her symptoms and daytime PaCO2 have improved: the therapy is doing its job and needs follow-up, not change.

A is wrong: a TcCO2 of 42 to 47 mm Hg shows adequate ventilation.
C is wrong: a normal CO2 is the target, not overventilation.
D is wrong: 2% of the night below 88% with a mean of 93% does not call for oxygen.

Correct Answer: B
Key Learning Point: Effective home NIV brings overnight CO2 and daytime PaCO2 down and relieves symptoms; judge it on all three.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'aasm-scoring-2023',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-007-5',
        update: `At a later visit she reports waking with a very dry mouth. The download shows that leak rises sharply in the second half of each night, and her husband says her mouth falls open when she is deeply asleep.`,
        questionText: `What should the respiratory therapist do?`,
        options: [
          `Lower the IPAP to 12 cm H2O so that less air escapes from her mouth`,
          `Tighten the nasal mask straps before she goes to sleep`,
          `Fit a full-face mask or chin strap and add heated humidity`,
          `Tell her the dry mouth will ease once she is used to it`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Mouth leak with a nasal mask causes dry mouth, lost pressure and poor ventilation late in the night. A full-face (oronasal) mask or a chin strap stops the leak, and heated humidification eases dryness.

A is wrong: lowering the pressure undertreats her hypoventilation.
B is wrong: the leak is through the mouth; tighter straps only raise skin pressure.
D is wrong: untreated mouth leak lowers delivered ventilation and adherence.

Correct Answer: C
Key Learning Point: Mouth leak on nasal NIV is fixed with an oronasal mask or chin strap and humidification, not with lower pressure.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'hess-kacmarek-2019',
        written: '2026-11-28',
      },
    ],
  },
  {
    key: 'case-cl-008',
    topicId: 5,
    title: 'Stepping up asthma care in clinic, up to a biologic',
    setting: 'chronic-disease',
    category: 'chronic-lung',
    focus: 'outpatient',
    place: 'outside',
    scenario: `A 38-year-old woman who works in a bakery comes to the asthma clinic. For a year she has used budesonide-formoterol 80/4.5 µg, one inhalation twice a day and one as needed (maintenance and reliever). Over the past 4 weeks she has had symptoms by day most days, used 4 to 6 extra inhalations a week, woken at night twice a week, and stopped jogging. She needed one course of prednisone in the winter. Her technique is correct on demonstration, and the pharmacy confirms she fills every prescription.`,
    items: [
      {
        key: 'case-cl-008-1',
        questionText: `How should her asthma control over the past 4 weeks be classed?`,
        options: [
          `Well controlled, as she has needed no prednisone this month`,
          `Partly controlled, as her night waking is just twice a week`,
          `Uncontrolled: she meets the four GINA symptom criteria`,
          `Not classifiable without spirometry done today`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. GINA's symptom control check asks about the past 4 weeks: daytime symptoms more than twice a week, any night waking, reliever need more than twice a week, and any activity limitation. She has all four, so her asthma is uncontrolled; the prednisone course is a separate risk factor for future exacerbations.

A is wrong: control is judged on symptoms over 4 weeks, not on whether steroids were needed.
B is wrong: any night waking counts, and with all four criteria she is uncontrolled, not partly controlled (1-2 criteria).
D is wrong: symptom control is classified from the history; lung function informs future risk.

Correct Answer: C
Key Learning Point: GINA symptom control uses four questions about the past 4 weeks; 3-4 "yes" answers mean uncontrolled asthma.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'gina-2025',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-008-2',
        update: `Her technique, adherence and inhaler device are confirmed, and no comorbidity explains the symptoms. The physician asks the respiratory therapist how to step up her treatment.`,
        questionText: `Which change fits the GINA preferred track?`,
        options: [
          `Add an albuterol inhaler for her as-needed doses`,
          `Stop the inhaler and start montelukast alone`,
          `Add a daily 5-mg dose of prednisone to her inhaler`,
          `Raise her budesonide-formoterol to a medium dose, still used as reliever too`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. She is on low-dose maintenance-and-reliever therapy (step 3 of the preferred track). The next step is medium-dose ICS-formoterol as maintenance (for example, 160/4.5 µg two inhalations twice a day) while the same inhaler stays her reliever.

A is wrong: a separate albuterol reliever removes the anti-inflammatory reliever that lowers exacerbation risk, and mixing the two regimens confuses patients.
B is wrong: montelukast alone is far less effective than ICS-containing therapy and carries a warning for neuropsychiatric effects.
C is wrong: maintenance oral steroids are a last resort because of their long-term harms.

Correct Answer: D
Key Learning Point: When low-dose ICS-formoterol reliever-and-maintenance therapy fails despite good technique and adherence, step up to a medium maintenance dose of the same inhaler.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'gina-2025',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-008-3',
        update: `Two months later she is still struggling. She mentions that her chest is worst at the end of a working week and much better after a week's holiday; she started at the bakery 3 years ago, and her asthma began a year later.`,
        questionText: `Which test should the respiratory therapist suggest to pursue the cause?`,
        options: [
          `A high-resolution chest CT scan to look for bronchiectasis`,
          `Serial peak flows recorded at work and away from work`,
          `A single spirometry test done on a day off`,
          `An overnight oximetry study at her home`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Symptoms that worsen over the working week and improve on holiday, with onset after starting a job with known sensitizers (flour and enzymes in bakeries), suggest occupational asthma. Serial peak flows several times a day for some weeks, at work and away from it, are the practical first test; specialist referral and specific testing follow.

A is wrong: nothing points to bronchiectasis.
C is wrong: one test on a day off may be normal and cannot show the work-related pattern.
D is wrong: overnight oximetry assesses sleep-related breathing, not work-related airflow obstruction.

Correct Answer: B
Key Learning Point: Suspected occupational asthma is confirmed by comparing serial peak flows on work days with days away from work.`,
        difficulty: 'hard',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-E',
        rteArea: 'patient-data',
        source: 'gina-2025',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-008-4',
        update: `Occupational asthma is confirmed and she moves to the bakery's front office. On medium-dose maintenance and reliever therapy with an added long-acting muscarinic antagonist she still has had two prednisone courses in 6 months. She also has moderate atopic dermatitis. The severe asthma clinic's results are in the table shown.`,
        questionText: `Given the results in the table shown and her other conditions, which add-on biologic fits her best?`,
        options: [
          `Omalizumab, which blocks IgE`,
          `Benralizumab, which depletes eosinophils through the IL-5 receptor`,
          `Dupilumab, which blocks the IL-4 receptor alpha chain`,
          `Tezepelumab, which blocks thymic stromal lymphopoietin`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Her blood eosinophils and FeNO are both high on inhaled steroids, the markers that predict a good response to anti-IL-4Rα therapy, and dupilumab also treats moderate-to-severe atopic dermatitis, so one drug serves both conditions.

A is wrong: omalizumab targets allergic asthma driven by sensitization to a perennial allergen; her allergen-specific IgE tests are negative.
B is wrong: anti-IL-5 receptor therapy would suit her eosinophilia but does nothing for her dermatitis, and FeNO is less predictive of its effect.
D is wrong: tezepelumab works across phenotypes, including low type 2 disease, but has no advantage here and does not treat her eczema.

Correct Answer: C
Key Learning Point: Choose a biologic by the type 2 markers (eosinophils, FeNO, IgE and sensitization) and by the patient's other type 2 conditions.`,
        difficulty: 'hard',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        rte2027: true,
        source: 'gina-2025',
        written: '2026-11-28',
        exhibit: {
          kind: 'table',
          variant: 'lab',
          title: 'Severe asthma clinic results',
          alt: 'Blood eosinophil count, FeNO, total IgE, allergen-specific IgE to house dust mite, cat and mold, and post-bronchodilator FEV1.',
          columns: ['Test', 'Result', 'Reference'],
          rows: [
            ['Blood eosinophils', '460 cells/µL', 'under 300 (type 2 marker at 150 or more)'],
            ['FeNO', '54 ppb', 'under 25 ppb in adults'],
            ['Total IgE', '210 IU/mL', 'under 100 IU/mL'],
            ['Specific IgE: dust mite, cat, molds', 'negative', 'negative'],
            ['FEV1 after bronchodilator', '68% of predicted', '80% or more'],
          ],
        },
      },
      {
        key: 'case-cl-008-5',
        update: `She starts dupilumab injections every 2 weeks. At 6 weeks she says she feels "about the same" and asks whether it is worth continuing.`,
        questionText: `What should the respiratory therapist advise?`,
        options: [
          `Stop it now and try a different biologic straight away`,
          `Continue it and judge the response at about 4 months`,
          `Double the dose to speed up the response`,
          `Stop her inhalers, since the injection covers asthma`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. The response to a biologic is judged after a trial of at least 4 months, looking at exacerbations, oral steroid use, symptom control and lung function. Six weeks is too early to decide.

A is wrong: switching before a fair trial may discard an effective drug.
C is wrong: the dose is fixed; doubling it adds risk without benefit.
D is wrong: biologics are add-on therapy; her inhaled treatment continues.

Correct Answer: B
Key Learning Point: Give an asthma biologic a trial of about 4 months before judging its effect, while keeping inhaled therapy.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'interventions',
        rte2027: true,
        source: 'gina-2025',
        written: '2026-11-28',
      },
    ],
  },
  {
    key: 'case-cl-009',
    topicId: 11,
    title: 'Titrating oxygen for exertion in pulmonary rehabilitation',
    setting: 'chronic-disease',
    category: 'chronic-lung',
    focus: 'outpatient',
    place: 'outside',
    scenario: `A 70-year-old man with COPD (FEV1 41% of predicted) starts an outpatient pulmonary rehabilitation program. At rest on room air his SpO2 is 92%; an arterial gas from his clinic visit last week showed a PaO2 of 64 mm Hg. He becomes breathless walking to his mailbox. The respiratory therapist begins a 6-minute walk test on room air, with continuous oximetry using a forehead sensor.`,
    items: [
      {
        key: 'case-cl-009-1',
        questionText: `At 3 minutes his SpO2 is 84% and his Borg dyspnea score 5 of 10; he says he can keep going and has no chest pain or dizziness. What should the respiratory therapist do?`,
        options: [
          `Stop the test at once, since the SpO2 is below 88%`,
          `Put him on oxygen at 2 L/min and finish the same walk`,
          `Let him go on walking, watching the oximeter closely`,
          `Tell him to walk faster so that his maximal effort is seen`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A saturation of 84% with no symptoms is what the test is meant to reveal. Many laboratories stop for an SpO2 below about 80% or for chest pain, intolerable dyspnea, leg cramps, staggering, sweating or pallor; none is present, so he continues with close observation.

A is wrong: an SpO2 under 88% is a finding to record, not by itself a reason to stop.
B is wrong: changing the oxygen mid-test invalidates the room-air result; titration is done on separate walks.
D is wrong: the test is self-paced; the therapist gives standard phrases of encouragement, not instructions to speed up.

Correct Answer: C
Key Learning Point: During a 6-minute walk, desaturation to the mid-80s without symptoms is recorded, not a reason to stop.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-C',
        rteArea: 'patient-data',
        source: 'ers-ats-field-walking-2014',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-009-2',
        update: `He walks 290 m with a nadir SpO2 of 83%. On another day, after rest, titration walks are done with oxygen; the results are in the table shown.`,
        questionText: `Based on the titration walks in the table shown, which exertional oxygen prescription should the respiratory therapist recommend?`,
        options: [
          `Pulse dose at setting 2 on the portable concentrator`,
          `No oxygen, since a fall in saturation with effort is expected in COPD`,
          `Continuous flow at 3 L/min`,
          `Continuous flow at 4 L/min`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The aim is the lowest setting that keeps the SpO2 at 88% or more throughout the walk: 3 L/min continuous holds the nadir at 89%, and he walks further and with less dyspnea.

A is wrong: pulse setting 2 still lets him fall to 85%.
B is wrong: severe exertional desaturation limits exercise; ambulatory oxygen is suggested for such patients.
D is wrong: 4 L/min also works but gives more oxygen, and a heavier supply, than he needs.

Correct Answer: C
Key Learning Point: Titrate exertional oxygen on repeat walks to the lowest setting that keeps SpO2 at 88% or above.`,
        difficulty: 'hard',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'ats-home-oxygen-2020',
        written: '2026-11-28',
        exhibit: {
          kind: 'table',
          variant: 'lab',
          title: 'Oxygen titration walks',
          alt: 'Four 6-minute walks with distance, lowest SpO2 and Borg dyspnea score: room air, pulse dose setting 2 on a portable concentrator, continuous 3 L/min and continuous 4 L/min.',
          columns: ['Oxygen during the walk', 'Distance (m)', 'Lowest SpO2', 'Borg dyspnea'],
          rows: [
            ['Room air', '290', '83%', '7'],
            ['Pulse dose, setting 2 (portable concentrator)', '305', '85%', '6'],
            ['Continuous 3 L/min', '340', '89%', '4'],
            ['Continuous 4 L/min', '345', '92%', '4'],
          ],
        },
      },
      {
        key: 'case-cl-009-3',
        update: `He asks for a small portable concentrator so that he can go shopping; the model he wants delivers pulsed doses only, with settings 1 to 5.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Buy it and use setting 3, which equals 3 L/min of continuous flow`,
          `Test the new device on a walk to choose its setting`,
          `Avoid pulse-dose devices, as they cannot be used during exertion`,
          `Use the highest setting at every moment so he does not run short`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Pulse settings are not liters per minute: the bolus size and timing differ between models, and a setting that works at rest may not at a fast breathing rate. The only reliable way is to test his own device on a walk and choose the setting that keeps his saturation at target.

A is wrong: a pulse setting number is not equivalent to a continuous flow.
C is wrong: many patients do well with pulse devices during exertion once their setting is tested.
D is wrong: the highest setting drains the battery and may not be needed; the goal is the lowest effective setting.

Correct Answer: B
Key Learning Point: Pulse-dose settings differ by model; titrate each patient on his own device during exertion.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'ats-home-oxygen-2020',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-009-4',
        update: `His wife asks whether he should now wear oxygen all day and at night as well.`,
        questionText: `What do his resting results show about continuous oxygen?`,
        options: [
          `He needs it, as his SpO2 falls below 88% when he walks`,
          `He needs it, as any COPD with FEV1 below 50% qualifies`,
          `He does not need it; his resting PaO2 and SpO2 are above the thresholds`,
          `He does not need it, because oxygen does not help in COPD`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Long-term continuous oxygen improves survival when the resting PaO2 is 55 mm Hg or less (SpO2 88% or less), or 56 to 59 mm Hg with cor pulmonale or polycythemia. His resting PaO2 of 64 mm Hg and SpO2 of 92% do not meet this, so he needs oxygen for exertion, not around the clock.

A is wrong: exertional desaturation justifies ambulatory oxygen, not continuous use.
B is wrong: the criteria are based on oxygenation, not on FEV1.
D is wrong: oxygen improves survival in resting severe hypoxemia and helps exercise in exertional desaturation.

Correct Answer: C
Key Learning Point: Continuous long-term oxygen needs resting hypoxemia (PaO2 55 mm Hg or less, or 56-59 with cor pulmonale or polycythemia); exertional desaturation alone calls for ambulatory oxygen.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-A',
        rteArea: 'patient-data',
        source: 'ats-home-oxygen-2020',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-009-5',
        update: `In week 2 of training he walks on the treadmill with 3 L/min continuous oxygen. His SpO2 stays at 90%, but after 2 minutes of steady walking his Borg dyspnea reaches 8 of 10 and he has to stop.`,
        questionText: `Which change to his training should the respiratory therapist recommend?`,
        options: [
          `Raise the oxygen to 6 L/min so that he can keep walking steadily`,
          `Stop endurance training until his dyspnea improves`,
          `Interval training: short bouts of walking with rest between`,
          `Replace the treadmill with upper-limb training`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. His limit is dyspnea, not oxygenation. Interval training (for example, 30 seconds to 1 minute of work alternating with rest) lets patients with severe COPD train at a higher intensity with less breathlessness, and gives similar gains to continuous training.

A is wrong: his SpO2 is at target; more oxygen does not address the ventilatory limit.
B is wrong: exercise training is the core of rehabilitation; stopping it removes the benefit.
D is wrong: arm training is a useful addition but does not replace lower-limb endurance training.

Correct Answer: C
Key Learning Point: When dyspnea stops continuous exercise in COPD, switch to interval training.`,
        difficulty: 'hard',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'ats-pulm-rehab-2023',
        written: '2026-11-28',
      },
    ],
  },
  {
    key: 'case-cl-010',
    topicId: 12,
    title: 'Bronchiectasis in a long-term care resident',
    setting: 'home-care',
    category: 'chronic-lung',
    focus: 'outpatient',
    place: 'outside',
    scenario: `A 78-year-old woman with non-CF bronchiectasis lives in a long-term care facility. She coughs up about 40 mL of purulent sputum a day and had three exacerbations needing antibiotics last year. She has arthritis in both hands and mild memory problems, and she could not work the oscillating positive expiratory pressure device she was given. Her sputum cultures have grown Haemophilus influenzae, never Pseudomonas. The facility asks the visiting respiratory therapist for an airway clearance plan.`,
    items: [
      {
        key: 'case-cl-010-1',
        questionText: `Which airway clearance plan suits her best?`,
        options: [
          `Active cycle of breathing, taught to her and the staff`,
          `Postural drainage with the head down for 20 minutes after each meal`,
          `Incentive spirometry, 10 breaths every hour while she is awake`,
          `A chest wall oscillation vest three times a day`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The active cycle of breathing (breathing control, thoracic expansion exercises and huffing) needs no device or hand strength, can be prompted by staff when her memory fails, and is an effective first-line technique in bronchiectasis, done once or twice a day.

B is wrong: head-down positions right after meals invite reflux and aspiration in an older adult and are seldom needed.
C is wrong: incentive spirometry expands the lungs but does not clear a daily load of sputum.
D is wrong: a vest is costly and not a first choice; it has no proven advantage over simple techniques, and three sessions a day would burden her.

Correct Answer: A
Key Learning Point: Choose airway clearance for the person: a device-free technique such as the active cycle of breathing suits patients with weak hands or poor memory.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-B',
        rteArea: 'interventions',
        source: 'ers-bronchiectasis-2017',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-010-2',
        update: `Six weeks later the staff report that for 3 days she has coughed more, her sputum has doubled and turned dark green, and she is more tired and short of breath. Temperature 37.6 °C, SpO2 93% on room air (her usual is 94%), chest sounds unchanged.`,
        questionText: `How should the respiratory therapist interpret these findings?`,
        options: [
          `A normal day-to-day change in the amount of her sputum`,
          `A viral cold that needs no action beyond watching her`,
          `An exacerbation: key symptoms worse for over 48 hours`,
          `Pneumonia, since she has a low-grade fever and more cough`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. An exacerbation of bronchiectasis is a worsening of three or more key symptoms (cough, sputum volume or consistency, purulence, breathlessness or exercise tolerance, fatigue, hemoptysis) for at least 48 hours, with a change in treatment needed. She has more cough, more and darker sputum, fatigue and breathlessness for 3 days.

A is wrong: a doubled volume and a change in color are not day-to-day variation.
B is wrong: viral infections often trigger exacerbations; the change in sputum and symptoms still calls for treatment.
D is wrong: a low-grade fever with unchanged chest signs and near-baseline saturation does not establish pneumonia; a radiograph would be needed.

Correct Answer: C
Key Learning Point: A bronchiectasis exacerbation is three or more key symptoms worse for 48 hours or more.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'ers-bronchiectasis-2017',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-010-3',
        update: `The physician plans a 14-day course of an oral antibiotic and asks what should be done before the first dose.`,
        questionText: `What should the respiratory therapist obtain first?`,
        options: [
          `A sputum sample for culture and sensitivity`,
          `A sweat chloride test to exclude cystic fibrosis`,
          `A methacholine challenge to look for asthma`,
          `Spirometry before and after a bronchodilator`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A sputum sample sent before the antibiotic starts shows whether the organism has changed (for example, a first Pseudomonas isolate) and guides therapy if she does not respond.

B is wrong: a sweat test belongs to the initial diagnostic work-up of bronchiectasis, not to an exacerbation.
C is wrong: bronchial challenge is unsafe and unhelpful during an exacerbation.
D is wrong: spirometry during an exacerbation does not change the immediate plan.

Correct Answer: A
Key Learning Point: Send sputum for culture before antibiotics for a bronchiectasis exacerbation.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-E',
        rteArea: 'patient-data',
        source: 'ers-bronchiectasis-2017',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-010-4',
        update: `She recovers, but over the next year she has three more exacerbations despite daily airway clearance. Cultures still grow Haemophilus only. The physician considers long-term azithromycin.`,
        questionText: `Which checks should come before it starts?`,
        options: [
          `A repeat CT scan and a bronchoscopy`,
          `A methacholine challenge and a FeNO`,
          `A sweat chloride and a serum IgE level`,
          `Sputum for mycobacteria and an ECG for the QT interval`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Long-term macrolides reduce exacerbations in bronchiectasis with frequent exacerbations, but macrolide monotherapy can breed resistant nontuberculous mycobacteria, so these must be excluded with sputum cultures first; azithromycin can prolong the QT interval, so an ECG is checked, and hearing is asked about.

A is wrong: neither is needed before starting a macrolide.
B is wrong: these assess asthma and airway inflammation; they do not address the risks of the drug.
C is wrong: these are part of the diagnostic work-up for the cause of bronchiectasis, not safety checks for azithromycin.

Correct Answer: D
Key Learning Point: Before long-term macrolide therapy, exclude nontuberculous mycobacteria and check the QT interval.`,
        difficulty: 'hard',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'ers-bronchiectasis-2017',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-010-5',
        update: `Reviewing her facility record, the therapist finds an influenza vaccine given last October and no record of any pneumococcal or respiratory syncytial virus vaccine. It is now September.`,
        questionText: `What should the respiratory therapist recommend to her physician?`,
        options: [
          `No vaccines, since she has had the influenza one`,
          `Pneumococcal, RSV and flu vaccines`,
          `The influenza vaccine alone, given every second year`,
          `Avoid vaccines while she takes an antibiotic`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. At 78, with chronic lung disease, she should have a pneumococcal conjugate vaccine, a single dose of RSV vaccine (recommended for every adult aged 75 and older) and an influenza vaccine every autumn. Checking vaccination status in the record is part of respiratory care.

A is wrong: last season's influenza vaccine does not cover this season or the other two infections.
C is wrong: influenza vaccination is yearly, and it leaves her unprotected against pneumococcus and RSV.
D is wrong: a long-term antibiotic is not a reason to delay these inactivated or protein vaccines.

Correct Answer: B
Key Learning Point: Check the record for vaccination status: older adults with chronic lung disease need pneumococcal, RSV and yearly influenza vaccines.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-A',
        rteArea: 'patient-data',
        rte2027: true,
        source: 'acip-adult-schedule-2025',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-010-6',
        update: `In January she becomes confused, her rate is 30/min and her SpO2 86% on room air. The facility nurse starts oxygen and asks the therapist to call the hospital's emergency physician to arrange transfer.`,
        questionText: `How should the respiratory therapist hand her over by telephone?`,
        options: [
          `Say she is "much worse" and ask them to see her soon`,
          `Fax the full record and let the hospital team read it on arrival`,
          `Use SBAR: situation, background, assessment, recommendation`,
          `Leave the call to the ambulance crew, who will report on arrival`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A structured hand-off (SBAR: situation, background, assessment, recommendation) gives the receiving team her baseline, what has changed, the treatment started and what is being asked, and lets them ask questions; structured hand-offs reduce errors at transitions of care.

A is wrong: a vague call leaves out the facts the team needs to prepare.
B is wrong: a faxed record without a conversation may not be read in time and does not flag the urgent change.
D is wrong: the crew knows only what it sees; the facility holds her baseline and history.

Correct Answer: C
Key Learning Point: Escalation and transfers of care need a structured, spoken hand-off such as SBAR.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'professional-practice',
        rteSection: 'III.I',
        source: 'teamstepps-2023',
        written: '2026-11-28',
      },
    ],
  },
  {
    key: 'case-cl-011',
    topicId: 1,
    title: 'A new diagnosis from spirometry read with race-neutral reference equations',
    setting: 'chronic-disease',
    category: 'chronic-lung',
    focus: 'new-diagnosis',
    place: 'outside',
    scenario: `A 34-year-old Black man is referred to the pulmonary function laboratory for a cough and wheeze that come and go, worse at night and with exercise, for 8 months. He vapes nicotine daily and has never smoked cigarettes. His three efforts are acceptable and repeatable. The laboratory reports results with the GLI Global (2022) reference equations, which do not use race; his pre-bronchodilator results are in the table shown.`,
    items: [
      {
        key: 'case-cl-011-1',
        questionText: `Using the ERS/ATS 2022 approach, how should the pre-bronchodilator results in the table shown be read?`,
        options: [
          `Normal, as the FEV1/FVC is above the fixed cut-off of 0.70`,
          `Airflow obstruction, as the FEV1/FVC z-score is below -1.645`,
          `A restrictive pattern, as the FVC is below its predicted value`,
          `Borderline, and to be repeated in a year before any diagnosis`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. The ERS/ATS 2022 standard defines obstruction as an FEV1/FVC below the lower limit of normal, the 5th percentile, which is a z-score below -1.645. His ratio of 0.71 has a z-score of -2.0: obstruction. The FEV1 z-score of -1.9 (above -2.5) grades it as mild.

A is wrong: the fixed 0.70 cut-off misses obstruction in young adults, whose normal ratio is higher.
C is wrong: his FVC z-score is -0.6, within normal; restriction needs a low TLC to confirm.
D is wrong: the result is abnormal now, and with his symptoms it calls for a bronchodilator test, not a year's wait.

Correct Answer: B
Key Learning Point: Read spirometry against the lower limit of normal (z-score -1.645), not the fixed 0.70 ratio, and grade severity by the FEV1 z-score.`,
        difficulty: 'hard',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'ers-ats-interpretation-2022',
        written: '2026-11-28',
        exhibit: {
          kind: 'table',
          variant: 'pft',
          title: 'Spirometry before bronchodilator, GLI Global 2022 reference',
          alt: 'FVC, FEV1 and FEV1/FVC with measured values, predicted values, lower limits of normal and z-scores.',
          columns: ['Test', 'Measured', 'Predicted', 'LLN', 'z-score'],
          rows: [
            ['FVC (L)', '4.38', '4.66', '3.89', '−0.6'],
            ['FEV1 (L)', '3.10', '3.83', '3.20', '−1.9'],
            ['FEV1/FVC', '0.71', '0.82', '0.73', '−2.0'],
          ],
        },
      },
      {
        key: 'case-cl-011-2',
        update: `Fifteen minutes after 400 µg of albuterol his FEV1 is 3.55 L (before, 3.10 L; predicted 3.83 L) and his FVC 4.52 L.`,
        questionText: `How should the bronchodilator response be judged?`,
        options: [
          `Not significant, as the FEV1 rose by less than 15%`,
          `Not interpretable without a repeat test on another day`,
          `Not significant, as the FVC barely changed after albuterol`,
          `Significant, as the FEV1 rose by about 12% of its predicted value`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. ERS/ATS 2022 defines a significant response as a change in FEV1 or FVC of more than 10% of the predicted value. His FEV1 rose by 0.45 L, which is 0.45 ÷ 3.83 ≈ 12% of predicted. With variable symptoms and obstruction, it supports asthma.

A is wrong: 15% is not the threshold; the older rule was 12% and 200 mL of the baseline value, and the current one uses the predicted value.
B is wrong: the test is valid as done; a single session answers the question.
C is wrong: a response in either FEV1 or FVC is enough.

Correct Answer: D
Key Learning Point: A bronchodilator response is significant when FEV1 or FVC rises by more than 10% of its predicted value.`,
        difficulty: 'hard',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'ers-ats-interpretation-2022',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-011-3',
        update: `His report from another clinic 2 years ago, read with the older race-specific equations, called the same kind of values "normal". He asks why his result is different now.`,
        questionText: `Which explanation is accurate?`,
        options: [
          `Race-specific equations set a lower normal for Black patients`,
          `GLI Global measures his lungs differently, so his FEV1 itself is lower`,
          `GLI Global predicts higher values for everyone, so more people look ill`,
          `The new equations are meant for children and are less accurate for adults`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Race-specific equations predicted lower values for Black people, so a result could be labeled normal for him that would be abnormal for anyone else. The ATS recommends race-neutral equations such as GLI Global, which do not assume that race explains lung function; some Black patients are now identified as impaired earlier.

B is wrong: the measurement is the same; only the reference it is compared with changes.
C is wrong: GLI Global predictions fall between the older group-specific values: higher for some groups, lower for others.
D is wrong: GLI Global covers ages 3 to 95.

Correct Answer: A
Key Learning Point: Race-neutral reference equations (GLI Global 2022) change the comparison, not the measurement, and may reveal impairment that race-specific equations hid.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        rte2027: true,
        source: 'ats-race-pft-2023',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-011-4',
        update: `Asthma is diagnosed. His symptoms occur about three times a week and he wakes at night once a week. He has never used an inhaler.`,
        questionText: `Which starting treatment fits the GINA preferred track?`,
        options: [
          `Albuterol as needed, with no controller until he is worse`,
          `Budesonide-formoterol, low dose, as needed or as MART`,
          `A long-acting beta-agonist alone, taken twice a day`,
          `Montelukast alone, taken each night at bedtime`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. GINA no longer recommends starting adults on a reliever alone. For symptoms a few times a week, the preferred track starts with as-needed low-dose ICS-formoterol; with night waking weekly or more, low-dose ICS-formoterol maintenance and reliever therapy is the usual choice. Either way, every reliever dose carries an inhaled steroid.

A is wrong: SABA-only treatment raises the risk of severe exacerbations and death.
C is wrong: a long-acting beta-agonist without an inhaled steroid is unsafe in asthma.
D is wrong: montelukast is less effective than ICS-containing therapy and carries a neuropsychiatric warning.

Correct Answer: B
Key Learning Point: Adults with new asthma start on ICS-formoterol as needed or as maintenance and reliever, never on a reliever alone.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'gina-2025',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-011-5',
        update: `He says he switched to vaping to protect his lungs and uses a high-nicotine device from waking until bedtime.`,
        questionText: `What should the respiratory therapist do?`,
        options: [
          `Tell him vaping is harmless if he does not smoke`,
          `Advise him to switch back to cigarettes, which are better studied`,
          `Advise stopping and offer counseling with approved medication`,
          `Say nothing, as the visit is about asthma`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. E-cigarette aerosol irritates the airways and is linked to more respiratory symptoms and worse asthma control. He is dependent on nicotine, so the therapist advises stopping and offers behavioral support with an approved treatment such as nicotine replacement or varenicline. Vaping history belongs in every respiratory assessment.

A is wrong: vaping is not harmless to the airways.
B is wrong: smoking is more harmful still.
D is wrong: vaping bears directly on his asthma, and brief advice works best when linked to the patient's own condition.

Correct Answer: C
Key Learning Point: Ask about vaping; advise stopping and offer counseling with approved medication, as for tobacco.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        rte2027: true,
        source: 'uspstf-tobacco-2021',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-011-6',
        update: `The therapist drafts the technical comments for the report that goes to his physician.`,
        questionText: `Which statement belongs in the report?`,
        options: [
          `Results compared with predicted values adjusted for the patient's race`,
          `Measured values with predicted, LLN and z-scores, naming GLI Global 2022`,
          `The best FEV1 given as a percentage of predicted, without any other figures`,
          `A diagnosis of asthma, made by the laboratory from the spirometry alone`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. A report should give the measured values with the predicted values, the lower limits of normal and the z-scores, and name the reference equations, so that any reader can interpret them the same way; test quality is also noted.

A is wrong: race-adjusted predicted values are no longer recommended.
C is wrong: percent predicted alone misclassifies results across ages and sizes; the LLN and z-score are needed.
D is wrong: the laboratory describes the physiology; the diagnosis rests with the physician, combining the results with the history.

Correct Answer: B
Key Learning Point: Spirometry reports give measured, predicted, LLN and z-score values and name the reference equations used.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'ers-ats-interpretation-2022',
        written: '2026-11-28',
      },
    ],
  },
  {
    key: 'case-cl-012',
    topicId: 12,
    title: 'New interstitial lung disease in hospital: history, bronchoscopy and a cause at home',
    setting: 'adult-critical-care',
    category: 'chronic-lung',
    focus: 'new-diagnosis',
    place: 'hospital',
    scenario: `A 58-year-old man who never smoked is admitted with 3 months of worsening dyspnea and a dry cough. He has lost 4 kg. SpO2 is 88% on room air, and inspiratory crackles and a few end-inspiratory squeaks are heard. CT shows patchy ground-glass opacity, poorly defined centrilobular nodules and, on expiratory images, lobules of trapped air. He has no rash or joint complaints, and autoantibody tests are pending. The team asks the respiratory therapist to help work up a new interstitial lung disease.`,
    items: [
      {
        key: 'case-cl-012-1',
        questionText: `Which part of the history should the respiratory therapist explore to help the team?`,
        options: [
          `His exposures at home, at work and in hobbies`,
          `His childhood vaccination record and any travel abroad`,
          `Whether his parents or siblings had asthma as children`,
          `How many hours he sleeps at night and whether he snores`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Centrilobular nodules, ground glass and air trapping on expiratory CT in a non-smoker suggest hypersensitivity pneumonitis, an immune reaction to an inhaled antigen. Identifying the exposure (birds, feathers, mold, humidifiers, hot tubs, occupational dusts) is central to the diagnosis, and removing it is the main treatment.

B is wrong: childhood vaccines do not bear on this pattern.
C is wrong: a family history of asthma does not explain an interstitial pattern.
D is wrong: sleep history does not help explain interstitial lung disease.

Correct Answer: A
Key Learning Point: A CT with centrilobular nodules and air trapping calls for a detailed exposure history to look for hypersensitivity pneumonitis.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        rte2027: true,
        source: 'ats-hp-2020',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-012-2',
        update: `He keeps 20 racing pigeons in a loft beside his house and cleans it every weekend. His pulmonary function results, measured once he could walk to the laboratory, are in the table shown.`,
        questionText: `How should the results in the table shown be interpreted?`,
        options: [
          `Obstruction, with air trapping and a normal gas transfer`,
          `Normal lung volumes, with an isolated low FEV1`,
          `Restriction, with impaired gas transfer`,
          `A normal study, with results explained by poor effort`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The TLC z-score of -2.8 confirms restriction (FVC and FEV1 reduced in proportion, with a normal ratio), and the DLCO z-score of -3.1 shows impaired gas transfer: the pattern of an interstitial process such as hypersensitivity pneumonitis.

A is wrong: the FEV1/FVC is normal (z +0.3), so there is no obstruction on spirometry.
B is wrong: the TLC is below its lower limit of normal.
D is wrong: the DLCO and TLC are not effort-dependent in the way spirometry is, and both are low.

Correct Answer: C
Key Learning Point: A low TLC confirms restriction, and a low DLCO with it points to interstitial disease.`,
        difficulty: 'hard',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'ers-ats-interpretation-2022',
        written: '2026-11-28',
        exhibit: {
          kind: 'table',
          variant: 'pft',
          title: 'Spirometry, lung volumes and diffusing capacity',
          alt: 'FVC, FEV1, FEV1/FVC, total lung capacity, residual volume and DLCO corrected for hemoglobin, with measured values, lower limits of normal and z-scores.',
          columns: ['Test', 'Measured', 'LLN', 'z-score'],
          rows: [
            ['FVC (L)', '2.71', '3.30', '−2.6'],
            ['FEV1 (L)', '2.25', '2.55', '−2.4'],
            ['FEV1/FVC', '0.83', '0.68', '+0.3'],
            ['TLC (L)', '4.70', '5.50', '−2.8'],
            ['RV (L)', '1.90', '1.55', '−0.7'],
            ['DLCO (mL/min/mm Hg)', '12.0', '19.5', '−3.1'],
          ],
        },
      },
      {
        key: 'case-cl-012-3',
        update: `Bronchoscopy with bronchoalveolar lavage is done under moderate sedation, with the therapist assisting. Ten minutes in, with the scope in a segment of the right middle lobe, his SpO2 falls from 94% to 84% on nasal oxygen at 4 L/min; heart rate 112/min.`,
        questionText: `What should the respiratory therapist do?`,
        options: [
          `Tell the bronchoscopist, raise the oxygen and pause suction`,
          `Give a sedative reversal agent at once without telling the team`,
          `Carry on quietly, since a dip in saturation is expected here`,
          `Remove the nasal cannula to make room for the scope`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Desaturation during bronchoscopy comes from the scope partly blocking the airway, suction removing oxygen-rich gas, lavage fluid and sedation. The assistant reports the value to the bronchoscopist at once, raises the oxygen (a higher flow or high-flow nasal oxygen), and suctioning is paused until the saturation recovers; the procedure continues only once he is safe.

B is wrong: sedation reversal may be needed if he is oversedated, but it is a team decision and the first steps are oxygen and communication.
C is wrong: a fall to 84% is not to be accepted silently; it needs action.
D is wrong: removing his oxygen worsens the problem.

Correct Answer: A
Key Learning Point: During bronchoscopy, report a desaturation to the operator at once, increase oxygen and pause suctioning.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-H',
        rteArea: 'interventions',
        source: 'asa-sedation-2018',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-012-4',
        update: `The bronchoscopist says, "Turn his oxygen up to 10 liters." The room is noisy, and two nurses are talking at the same time.`,
        questionText: `How should the respiratory therapist respond to the order?`,
        options: [
          `Nod and turn the flowmeter up without saying anything`,
          `Repeat "oxygen to 10 liters," set it, then say it is done`,
          `Wait until the nurses finish and ask for a written order`,
          `Ask a nurse to do it, since the therapist is holding the scope`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Closed-loop communication has the receiver repeat the order, carry it out and confirm it is done, so the sender knows the message arrived correctly; it prevents errors in noisy, time-critical settings.

A is wrong: a silent nod leaves the sender unsure whether the order was heard or carried out.
C is wrong: a verbal order is appropriate during a procedure; delay is unsafe.
D is wrong: handing the task on without confirming it risks it being missed.

Correct Answer: B
Key Learning Point: Closed-loop communication: repeat the order back, do it and report that it is done.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-H',
        rteArea: 'professional-practice',
        rteSection: 'III.I',
        rte2027: true,
        source: 'teamstepps-2023',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-012-5',
        update: `His saturation recovers and the lavage is completed. The cell count of the returned fluid shows 48% lymphocytes, 44% macrophages, 6% neutrophils and 2% eosinophils; cultures are negative.`,
        questionText: `What does the lavage result add to the work-up?`,
        options: [
          `A lymphocytosis that supports hypersensitivity pneumonitis`,
          `Findings of bacterial pneumonia, which needs antibiotics`,
          `An eosinophilic pneumonia, which needs a course of steroids`,
          `A normal lavage, which rules out an interstitial lung disease`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Lymphocytes normally make up less than about 15% of lavage cells; a count above 30% in a patient with a compatible exposure and CT supports hypersensitivity pneumonitis.

B is wrong: a bacterial pneumonia gives a neutrophil-rich fluid and positive cultures.
C is wrong: eosinophilic pneumonia needs eosinophils above about 25%; his are 2%.
D is wrong: the lymphocyte share is well above normal.

Correct Answer: A
Key Learning Point: BAL lymphocytosis (above about 30%) supports hypersensitivity pneumonitis when the exposure and CT fit.`,
        difficulty: 'hard',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'ats-hp-2020',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-012-6',
        update: `Non-fibrotic hypersensitivity pneumonitis from bird antigen is diagnosed. He asks whether he can keep his pigeons if he wears a dust mask in the loft.`,
        questionText: `What should the respiratory therapist advise?`,
        options: [
          `Keeping them with a mask is enough protection`,
          `The birds can stay if he takes inhaled steroids`,
          `He can keep them, cleaning the loft less often`,
          `Rehome the birds and have the home cleaned of their dust`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Removing the antigen is the most effective treatment of hypersensitivity pneumonitis and, in non-fibrotic disease, can lead to recovery. Bird antigen lingers in dust and furnishings for months, so the birds are rehomed and the home and loft professionally cleaned.

A is wrong: simple masks do not reliably block the antigen, and continued exposure risks progression to fibrosis.
B is wrong: inhaled steroids do not treat the alveolitis; continued exposure overwhelms any drug.
C is wrong: less cleaning does not remove the exposure.

Correct Answer: D
Key Learning Point: In hypersensitivity pneumonitis, avoiding the antigen completely is the main treatment.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'interventions',
        source: 'ats-hp-2020',
        written: '2026-11-28',
      },
    ],
  },
  {
    key: 'case-cl-013',
    topicId: 12,
    title: 'Early emphysema at 44: alpha-1 antitrypsin deficiency',
    setting: 'chronic-disease',
    category: 'chronic-lung',
    focus: 'new-diagnosis',
    place: 'outside',
    scenario: `A 44-year-old woman who smoked 12 pack-years (she quit 5 years ago) comes to the pulmonary clinic with 2 years of exertional dyspnea. A CT done for abdominal pain showed emphysema, worst in the lower lobes. She has had two courses of antibiotics for chest infections this year. Her post-bronchodilator flow-volume loop is shown.`,
    items: [
      {
        key: 'case-cl-013-1',
        questionText: `What does the flow-volume loop shown indicate?`,
        options: [
          `A normal loop for a woman of her age and height`,
          `A fixed obstruction of the central airway`,
          `A restrictive defect from a small lung`,
          `Airflow obstruction of the lower airways`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The expiratory limb reaches a low peak and then bows inward toward the volume axis, a concave or "scooped" shape, compared with the straight descending limb of the predicted loop: intrathoracic airflow obstruction, as in emphysema.

A is wrong: a normal loop has a high peak and a nearly straight descent.
B is wrong: a fixed central obstruction flattens both the inspiratory and expiratory limbs into plateaus.
C is wrong: a restrictive loop is narrow and tall, with a small volume but a normal shape.

Correct Answer: D
Key Learning Point: A scooped, concave expiratory limb with a low peak flow means lower-airway obstruction.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'ats-ers-spirometry-2019',
        written: '2026-11-28',
        exhibit: {
          kind: 'spirometry',
          title: 'Flow-volume loop after bronchodilator, with predicted loop',
          alt: 'A flow-volume loop with expiration upward. The expiratory limb rises to a peak near 4 L/s and then curves inward toward the volume axis before reaching about 3 L. A dashed predicted loop is larger, with a peak near 7 L/s and a straight descending limb. The inspiratory limb is rounded.',
          pattern: 'obstructive',
          fvc: 3,
          pef: 4,
          predicted: { fvc: 3.5, pef: 7 },
        },
      },
      {
        key: 'case-cl-013-2',
        update: `Her FEV1/FVC is 0.52 (z-score -3.6) and her FEV1 52% of predicted. Nobody in her family has been tested for lung disease, though her father died of "emphysema" at 56.`,
        questionText: `Which test should the respiratory therapist suggest next?`,
        options: [
          `A sweat chloride test for cystic fibrosis`,
          `A serum alpha-1 antitrypsin level`,
          `A methacholine challenge test for asthma`,
          `A CT pulmonary angiogram for embolism`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Emphysema at a young age, worst in the lower lobes, with modest smoking and a father who died young of emphysema, strongly suggests alpha-1 antitrypsin deficiency. GOLD advises testing every person with COPD once, and a low serum level is followed by genotyping or phenotyping.

A is wrong: cystic fibrosis causes bronchiectasis, not lower-lobe emphysema, at this age.
C is wrong: she already has fixed obstruction; a challenge test adds nothing and carries risk.
D is wrong: nothing suggests a pulmonary embolism.

Correct Answer: B
Key Learning Point: Test every COPD patient once for alpha-1 antitrypsin deficiency, and especially those with early or lower-lobe emphysema.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-E',
        rteArea: 'patient-data',
        source: 'gold-2025',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-013-3',
        update: `Her alpha-1 antitrypsin level is 4 µmol/L (normal about 20 to 53) and her genotype is PI*ZZ. She has a brother, 40, and two teenage children.`,
        questionText: `What does the genotype mean for her relatives?`,
        options: [
          `Nothing, as the disease is not inherited`,
          `Her brother alone needs testing, as he is male`,
          `Her siblings and children should be offered testing`,
          `Her children cannot be affected, since she is a woman`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Alpha-1 antitrypsin deficiency is autosomal codominant. A PI*ZZ mother passes a Z allele to every child, so each child is at least a carrier, and her brother may be ZZ as well (each sibling of a ZZ patient has a high chance of carrying one or two Z alleles). Testing relatives allows early smoking prevention and monitoring.

A is wrong: it is a genetic disease.
B is wrong: inheritance does not depend on sex; her children and her brother both need testing.
D is wrong: the gene is not on a sex chromosome; her children each carry one of her Z alleles.

Correct Answer: C
Key Learning Point: After a PI*ZZ diagnosis, offer testing to siblings and children.`,
        difficulty: 'hard',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'ats-ers-aatd-2003',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-013-4',
        update: `Her physician discusses treatment beyond her inhalers and rehabilitation.`,
        questionText: `Which specific therapy is used for her deficiency?`,
        options: [
          `Nebulized antitrypsin from her home compressor`,
          `Daily oral prednisone to calm the inflammation in her lungs`,
          `An early liver transplant to correct the protein at its source`,
          `Weekly IV infusion of pooled human alpha-1 antitrypsin`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Intravenous augmentation therapy with pooled human alpha-1 antitrypsin, given weekly, raises the serum level and slows the loss of lung tissue measured by CT density. It is offered to patients with severe deficiency (such as PI*ZZ) and airflow obstruction, and is given alongside standard COPD treatment.

A is wrong: inhaled augmentation is not an approved treatment.
B is wrong: long-term oral steroids do not treat the deficiency and have serious harms.
C is wrong: transplantation is kept for end-stage liver disease, which she does not have.

Correct Answer: D
Key Learning Point: Severe alpha-1 antitrypsin deficiency with emphysema can be treated with weekly IV augmentation therapy on top of usual COPD care.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'gold-2025',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-013-5',
        update: `The CT also shows a 16-mm nodule in the right upper lobe and an enlarged subcarinal lymph node of 18 mm. The team wants tissue from the node with the least invasive method.`,
        questionText: `Which procedure should the respiratory therapist expect to assist with?`,
        options: [
          `EBUS-guided needle aspiration`,
          `Open surgical lung biopsy through a thoracotomy`,
          `A rigid bronchoscopy with the patient awake`,
          `A CT-guided needle biopsy through the chest wall`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Endobronchial ultrasound (EBUS) lets the bronchoscopist see a mediastinal node such as the subcarinal one beside the airway and sample it with a needle through the airway wall; it stages a suspected lung cancer with little risk and no incision. The therapist assists with the scope, the needle passes and sedation monitoring.

B is wrong: a thoracotomy is far more invasive and not needed to sample a node.
C is wrong: rigid bronchoscopy needs general anesthesia and does not reach a node outside the airway.
D is wrong: a subcarinal node lies deep in the mediastinum, out of reach of a transthoracic needle; through-the-chest biopsy in her emphysematous lung also carries a high risk of pneumothorax.

Correct Answer: A
Key Learning Point: Mediastinal nodes beside the airway are sampled by EBUS-guided transbronchial needle aspiration.`,
        difficulty: 'hard',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-H',
        rteArea: 'interventions',
        rte2027: true,
        source: 'egans-2020',
        written: '2026-11-28',
      },
      {
        key: 'case-cl-013-6',
        update: `She mentions that her husband still smokes indoors and that her 16-year-old son has started vaping.`,
        questionText: `What should the respiratory therapist advise?`,
        options: [
          `A smoke-free home, with cessation help offered to both of them`,
          `An air purifier, so that smoking indoors can continue`,
          `Nothing, as secondhand smoke matters little in her disease`,
          `Smoking by an open window, as that removes the risk`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. In alpha-1 antitrypsin deficiency, smoke exposure is the strongest driver of lung decline, including secondhand smoke. The home should be smoke-free, her husband offered cessation support, and her son, who may carry a Z allele, helped to stop vaping and tested.

B is wrong: air purifiers do not remove the risk of indoor smoking.
C is wrong: secondhand smoke harms her lungs.
D is wrong: an open window leaves much of the smoke indoors.

Correct Answer: A
Key Learning Point: For a patient with alpha-1 antitrypsin deficiency, remove smoke and vapor from the home and support relatives to quit.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'gold-2025',
        written: '2026-11-28',
      },
    ],
  },
];

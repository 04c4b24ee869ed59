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
          compliance: 70,
          resistance: 24,
          peep: 5,
          rate: 20,
          ti: 1.1,
          show: ['pressure', 'flow'],
          events: [{ type: 'autoPeep' }],
        },
      },
      {
        key: 'case-cl-001-3',
        update: `An end-expiratory hold reads 13 cm H2O with the set PEEP of 5. Plateau pressure is 27 cm H2O and peak pressure 44 cm H2O. Arterial gas on FiO2 0.40: pH 7.29, PaCO2 62 mm Hg, HCO3- 29 mEq/L, PaO2 88 mm Hg. The resident asks for the rate to be raised to 26/min to bring the PaCO2 down to 40 mm Hg.`,
        questionText: `How should the respiratory therapist respond?`,
        options: [
          `Raise the rate to 26/min and add a second bronchodilator dose`,
          `Raise the rate to 26/min and lower the tidal volume to 400 mL`,
          `Advise against it, slow the rate and accept the higher PaCO2`,
          `Keep the rate and raise the PEEP to 13 cm H2O to match the trapping`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Auto-PEEP of 8 cm H2O and a plateau of 27 cm H2O show the lungs are already overfilled. A faster rate shortens expiration and traps more gas, with the risk of barotrauma and hypotension seen at intubation. Lowering the rate (and so the minute ventilation) lengthens expiration; a pH near 7.30 is safe, and a PaCO2 of 40 is not his target: he lives with a raised PaCO2 and a matching bicarbonate.

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
        update: `The rate is lowered to 14/min and the hold now reads 8 cm H2O. On day 3 sedation is stopped; he is calm and follows commands. He completes a 30-minute trial on pressure support 5 cm H2O and PEEP 5, FiO2 0.30: rate 24/min, tidal volume 360 mL, SpO2 93%, heart rate 96/min, no accessory muscle use. Gas at the end of the trial: pH 7.36, PaCO2 58 mm Hg, HCO3- 32 mEq/L, PaO2 70 mm Hg.`,
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
        difficulty: 'medium',
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
          `Pulmonary rehabilitation starting within 4 weeks of going home`,
          `Avoiding exercise until his breathing is back to baseline`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Rehabilitation started within about 4 weeks of a hospital stay for an exacerbation improves exercise capacity and quality of life and lowers readmissions; starting it during or soon after admission is recommended.

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
        source: 'gold-2025',
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
C is wrong: the expiratory flow returns to zero before each new breath at this rate.
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
          alt: 'Pressure and flow against time for three breaths. Each breath rises to a sharp pressure peak near 31 cm H2O, then falls during the pause to a flat level near 15 cm H2O before exhalation; PEEP is 5 cm H2O. Inspiratory flow is square. Expiratory flow returns to zero before the next breath.',
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
        update: `One hour later: plateau pressure 24 cm H2O, end-expiratory hold 9 cm H2O with a set PEEP of 5, blood pressure 118/70 mm Hg. Arterial gas: pH 7.18, PaCO2 72 mm Hg, HCO3- 26 mEq/L, PaO2 104 mm Hg. A new resident wants the PaCO2 normal by morning.`,
        questionText: `Which ventilator plan should the respiratory therapist recommend?`,
        options: [
          `Double the rate to 24/min so that the PaCO2 falls to normal`,
          `Keep these settings and accept the PaCO2 while the pH holds`,
          `Raise the tidal volume to 8 mL/kg to clear more CO2 each breath`,
          `Start a bicarbonate infusion to bring the pH up to 7.35`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Her plateau is under 30 cm H2O, the auto-PEEP of 4 cm H2O is small and her blood pressure is stable: the present settings are safe. Controlled hypoventilation with a pH down to about 7.15 to 7.20 is well tolerated in asthma and avoids the barotrauma and hypotension that higher ventilation causes while the airways are narrow; the PaCO2 will fall as the bronchospasm eases.

A is wrong: doubling the rate would halve the expiratory time and drive gas trapping.
C is wrong: a larger tidal volume raises the plateau and the trapped volume.
D is wrong: bicarbonate is not a treatment for a respiratory acidosis and adds CO2 to clear.

Correct Answer: B
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
        update: `At 02:00 the high-pressure alarm sounds. Peak pressure is 52 cm H2O and plateau 38 cm H2O (earlier 31 and 24). Blood pressure is 70/38 mm Hg, SpO2 82%. Breath sounds are absent on the left, and the trachea is displaced to the right. A suction catheter passes easily.`,
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
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'ats-ards-2024',
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
];
